"""deploy/: the Kubernetes manifests and the compose file validate against their published schemas and agree with
the image (user, port, probes on the service's health endpoints, Prometheus path)."""

from __future__ import annotations

import re
import subprocess
import sys

import kubernetes_validate
import pytest
import yaml

from tests.conftest import ROOT

K8S = sorted((ROOT / "deploy" / "k8s").glob("*.yaml"))
KUBERNETES_VERSION = "1.30.0"
QUANTITY = re.compile(r"^\d+(\.\d+)?(m|Ki|Mi|Gi)?$")


def manifests() -> dict[str, dict]:
    return {doc["kind"]: doc for path in K8S for doc in yaml.safe_load_all(path.read_text()) if doc}


@pytest.mark.parametrize("path", K8S, ids=lambda p: p.name)
def test_manifest_matches_the_kubernetes_schema(path):
    for doc in yaml.safe_load_all(path.read_text()):
        kubernetes_validate.validate(doc, KUBERNETES_VERSION, strict=True)


def test_the_validator_rejects_a_misspelt_field():
    deployment = manifests()["Deployment"]
    broken = {**deployment, "spec": {**deployment["spec"], "replica": 2}}
    with pytest.raises(kubernetes_validate.ValidationError):
        kubernetes_validate.validate(broken, KUBERNETES_VERSION, strict=True)


def test_deployment_agrees_with_the_image_and_the_other_objects():
    docs = manifests()
    deployment, dockerfile = docs["Deployment"], (ROOT / "Dockerfile").read_text()
    pod = deployment["spec"]["template"]
    container = pod["spec"]["containers"][0]
    assert container["readinessProbe"]["httpGet"]["path"] == "/readyz"
    assert container["livenessProbe"]["httpGet"]["path"] == "/healthz"
    assert f"--uid {pod['spec']['securityContext']['runAsUser']} judge" in dockerfile
    port = container["ports"][0]["containerPort"]
    assert docs["ConfigMap"]["data"]["JUDGE_PORT"] == str(port) == pod["metadata"]["annotations"]["prometheus.io/port"]
    assert pod["metadata"]["annotations"]["prometheus.io/path"] == "/metrics"
    for kind, amount in [*container["resources"]["requests"].items(), *container["resources"]["limits"].items()]:
        assert QUANTITY.match(str(amount)), (kind, amount)
    labels = pod["metadata"]["labels"]
    for kind in ("Service", "PodDisruptionBudget"):
        spec = docs[kind]["spec"]
        selector = spec["selector"] if kind == "Service" else spec["selector"]["matchLabels"]
        assert selector.items() <= labels.items(), kind
    assert docs["HorizontalPodAutoscaler"]["spec"]["scaleTargetRef"]["name"] == deployment["metadata"]["name"]
    refs = {ref.get("configMapRef", ref.get("secretRef"))["name"] for ref in container["envFrom"]}
    assert refs == {docs["ConfigMap"]["metadata"]["name"], docs["Secret"]["metadata"]["name"]}


def test_compose_file_matches_the_compose_spec():
    result = subprocess.run(
        [sys.executable, "-m", "check_jsonschema", "--builtin-schema", "vendor.compose-spec", "deploy/compose.yaml"],
        cwd=ROOT,
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    compose = yaml.safe_load((ROOT / "deploy" / "compose.yaml").read_text())
    assert compose["services"]["judge"]["build"]["context"] == ".."
