# Multi-stage image: build the model and the index at build time, run as a non-root user.
# UNTESTED HERE: no Docker engine runs on the development machine (see README).
FROM python:3.11-slim AS build
ENV PIP_NO_CACHE_DIR=1 HF_HUB_OFFLINE=1 TRANSFORMERS_OFFLINE=1
WORKDIR /srv/judge
RUN python -m venv /opt/venv
ENV PATH=/opt/venv/bin:$PATH
COPY pyproject.toml README.md ./
COPY app ./app
COPY ingest ./ingest
COPY index ./index
COPY prompts ./prompts
COPY data ./data
# torch first, pinned: a bare torch would pull a multi-GB CUDA build
RUN pip install torch==2.13.0 \
 && pip install -e .
RUN judge build-model && judge ingest && judge index

FROM python:3.11-slim
ENV PATH=/opt/venv/bin:$PATH HF_HUB_OFFLINE=1 TRANSFORMERS_OFFLINE=1 JUDGE_HOST=0.0.0.0 JUDGE_PORT=8000
RUN useradd --create-home --uid 10001 judge
COPY --from=build /opt/venv /opt/venv
COPY --from=build --chown=judge:judge /srv/judge /srv/judge
WORKDIR /srv/judge
USER judge
EXPOSE 8000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD python -c "import urllib.request,sys; sys.exit(0 if urllib.request.urlopen('http://127.0.0.1:8000/readyz', timeout=4).status == 200 else 1)"
ENTRYPOINT ["judge", "serve"]
