"""JSON Schema of each object kind's front matter, generated from the pydantic models."""

from __future__ import annotations

from typing import Any

from ..model import MODELS

_BODY_NOTES = {
    "memory": "The memory's text is the Markdown body (above the generated 'Evidence:' link lines).",
    "evidence": "The raw input, after secret redaction, is the Markdown body.",
}


def json_schemas() -> dict[str, dict[str, Any]]:
    """One JSON Schema (draft 2020-12) per kind; unknown keys are allowed and kept."""
    schemas = {}
    for kind, model in MODELS.items():
        schema = model.model_json_schema(mode="validation")
        schema["properties"].pop("text", None)
        schema["$schema"] = "https://json-schema.org/draft/2020-12/schema"
        schema["title"] = f"mimvault {kind}"
        schema["additionalProperties"] = True
        schema["description"] = " ".join(
            part for part in ((model.__doc__ or "").strip(), _BODY_NOTES.get(kind, "")) if part
        )
        schemas[kind] = schema
    return schemas
