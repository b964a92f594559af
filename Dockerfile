# The judge as a lean image: a builder stage (torch, the model conversion, the baked index) and a final stage with
# only what `judge serve` needs, run as a non-root user. Build and smoke-test: scripts/container_smoke.sh;
# docs/deploy.md has the commands (and how to build where no registry or no PyTorch index is reachable).
#
# Build args:
#   BASE_IMAGE       a Python 3.11 image (default python:3.11-slim)
#   TORCH_INDEX_URL  where the torch build comes from: PyTorch's CPU index by default (PyPI's Linux torch is the
#                    multi-GB CUDA build); empty = PyPI plus wheels/ only. A GPU image:
#                    --build-arg TORCH_INDEX_URL=https://download.pytorch.org/whl/cu128 --build-arg TORCH=torch==2.13.0+cu128
#   TORCH            the torch requirement (default: the lock's)
#   CR_FILE          the CR text to bake in, a path under data/ (default: the bundled edition)
# Python packages come from requirements/*.txt (`make lock`), the same pins `make run` and `make test` install.
ARG BASE_IMAGE=python:3.11-slim

FROM ${BASE_IMAGE} AS base
ENV PATH=/opt/venv/bin:$PATH PIP_NO_CACHE_DIR=1 PIP_DISABLE_PIP_VERSION_CHECK=1 PYTHONUNBUFFERED=1 \
    HF_HUB_OFFLINE=1 TRANSFORMERS_OFFLINE=1
WORKDIR /srv/judge

# What serving needs, in /opt/venv: the final stage copies this venv and nothing else of the stage.
# Serving embeds queries with ONNX Runtime: no torch in this venv.
FROM base AS runtime
COPY requirements/serve.txt requirements/build.txt requirements/
COPY wheels/ /tmp/wheels/
RUN python -m venv /opt/venv \
 && cp requirements/serve.txt /tmp/serve.txt \
 && grep -v '^torch==' requirements/build.txt > /tmp/build.txt
RUN pip install -r /tmp/serve.txt
COPY pyproject.toml ./
COPY app ./app
COPY ingest ./ingest
COPY index ./index
COPY answer ./answer
COPY evaluation ./evaluation
# an empty README for the package metadata: the real one would make every README edit rebuild the index
RUN touch README.md && pip install --no-deps -e .

# Builder: torch and the conversion packages, then the model and the index, baked at build time.
FROM runtime AS build
ARG TORCH_INDEX_URL=https://download.pytorch.org/whl/cpu
ARG TORCH=torch==2.13.0+cpu
RUN pip install --find-links /tmp/wheels ${TORCH_INDEX_URL:+--extra-index-url "$TORCH_INDEX_URL"} -c /tmp/build.txt "$TORCH" \
 && pip install -r /tmp/build.txt
ARG CR_FILE=
COPY data ./data
# readable by the non-root user (the conversion writes the weights 0600)
RUN judge build-model && judge ingest ${CR_FILE:+--cr "$CR_FILE"} && judge index && chmod -R a+rX models var

# The runtime venv without installers.
FROM runtime AS venv
RUN pip uninstall -y -q pip setuptools

FROM base
ENV JUDGE_HOST=0.0.0.0 JUDGE_PORT=8000
RUN useradd --create-home --uid 10001 judge
COPY --from=venv /opt/venv /opt/venv
COPY pyproject.toml ./
COPY app ./app
COPY ingest ./ingest
COPY index ./index
COPY answer ./answer
COPY evaluation ./evaluation
COPY prompts ./prompts
COPY data ./data
COPY --from=build /srv/judge/models ./models
COPY --from=build /srv/judge/var ./var
USER judge
EXPOSE 8000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD python -c "import os, sys, urllib.request; sys.exit(urllib.request.urlopen('http://127.0.0.1:%s/readyz' % os.environ.get('JUDGE_PORT', '8000'), timeout=4).status != 200)"
ENTRYPOINT ["judge", "serve"]
