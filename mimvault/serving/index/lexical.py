"""The full-text index (Tantivy): objects in one index, passages in another.

Two indexes, not one, because BM25 normalises by the collection it scores in: mixed
with many short passages, whole documents would all look long, and a word's rarity
would be counted over passages. Fields: ``id``, ``kind``, ``type``, ``state`` as exact
terms for filtering and deletion; ``scope`` (kind and whether the state is active, e.g.
``memory:active``: the default filter as one term, which Tantivy intersects several
times faster than a kind and four excluded states); ``passage`` (its number); ``text`` analysed by
``analysis.analyzer`` (English stemmed, Chinese per character); ``when`` (the valid or
mention time) for time filters. Nothing is stored but ids: snippets come from the files.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from ...kinds import INACTIVE_STATES
from .analysis import analyzer, cjk_runs, normalize_text, query_terms
from .passages import Indexable

TOKENIZER = "mim"
INACTIVE = frozenset(str(state) for state in INACTIVE_STATES)


@dataclass(frozen=True)  # hashable: searches keep what they made for the last filters
class Filters:
    kinds: tuple[str, ...] = ("memory",)
    types: tuple[str, ...] = ()
    states: tuple[str, ...] = ()  # empty: every state but the inactive ones
    exclude_states: tuple[str, ...] = ()
    since: datetime | None = None
    until: datetime | None = None


def _schema() -> Any:
    import tantivy

    builder = tantivy.SchemaBuilder()
    for name in ("id", "kind", "type", "state", "scope"):
        builder.add_text_field(name, stored=False, tokenizer_name="raw", index_option="basic")
    # Hits are read from fast fields: fetching 300 stored documents per query costs more
    # than the search itself. ``key`` is the object's number in the manifest.
    builder.add_unsigned_field("key", stored=False, indexed=False, fast=True)
    builder.add_unsigned_field("passage", stored=False, indexed=False, fast=True)
    builder.add_text_field("text", stored=False, tokenizer_name=TOKENIZER)
    builder.add_date_field("when", stored=False, indexed=True, fast=True)
    return builder.build()


class LexicalIndex:
    def __init__(self, folder: Path):
        self.folder = folder
        self.schema = _schema()
        self.parts = {level: _open(folder / level, self.schema) for level in LEVELS}
        self._writers: dict[str, Any] = {}
        self._last_query: tuple[str, Filters, Any] | None = None

    # --- writing ------------------------------------------------------------------

    def _writer(self, level: str) -> Any:
        if level not in self._writers:
            self._writers[level] = self.parts[level].writer(heap_size=15_000_000, num_threads=1)
        return self._writers[level]

    def remove(self, object_id: str, had_passages: bool = True) -> None:
        self._writer("object").delete_documents_by_term("id", object_id)
        if had_passages:
            self._writer("passage").delete_documents_by_term("id", object_id)

    def add(self, item: Indexable, key: int) -> None:
        import tantivy

        base = {"id": item.id, "key": key, "kind": item.kind, "type": item.type or "", "state": item.state or "",
                "scope": _scope(item.kind, item.state in INACTIVE)}  # fmt: skip
        when = _utc(item.when)
        if when:
            base["when"] = when
        units = [(0, item.text)] if not item.passages else [(0, item.text), *enumerate(item.passages, 1)]
        for n, text in units:
            doc = tantivy.Document.from_dict({**base, "passage": n, "text": normalize_text(text)}, self.schema)
            self._writer("object" if n == 0 else "passage").add_document(doc)

    def commit(self) -> None:
        for level, writer in self._writers.items():
            writer.commit()
            writer.wait_merging_threads()
            self.parts[level].reload()
        self._writers = {}

    def rollback(self) -> None:
        for writer in self._writers.values():
            writer.rollback()
        self._writers = {}

    # --- reading ------------------------------------------------------------------

    def search(self, query: str, filters: Filters, level: str, depth: int) -> list[tuple[int, int, float]]:
        """(key, passage, score) of the best documents at this level (object | passage)."""
        compiled = self._compiled(query, filters)
        if compiled is None:
            return []
        searcher = self.parts[level].searcher()
        hits = searcher.search(compiled, depth, count=False).hits
        if not hits:
            return []
        addresses = [address for _, address in hits]
        keys = searcher.fast_field_values("key", addresses)
        passages = searcher.fast_field_values("passage", addresses)
        return [(k, p, float(score)) for (score, _), k, p in zip(hits, keys, passages) if k is not None]

    def _compiled(self, query: str, filters: Filters) -> Any:
        """The Tantivy query (None when no word can match); the last one is kept, as the
        same query is asked of both levels."""
        import tantivy

        last = self._last_query
        if last is not None and last[0] == query and last[1] == filters:
            return last[2]
        clauses = _text_clauses(self.schema, query)
        compiled = None
        if clauses:
            must = [(tantivy.Occur.Must, tantivy.Query.boolean_query(clauses))]
            # Filters must not score: a constant added to every hit would flatten the
            # normalised scores that fusion compares.
            must += [(o, q if o == tantivy.Occur.MustNot else tantivy.Query.const_score_query(q, 0.0))
                     for o, q in _filter_clauses(self.schema, filters)]  # fmt: skip
            compiled = tantivy.Query.boolean_query(must)
        self._last_query = (query, filters, compiled)
        return compiled

    def count(self) -> int:
        return sum(part.searcher().num_docs for part in self.parts.values())


LEVELS = ("object", "passage")


def _open(folder: Path, schema: Any) -> Any:
    import tantivy

    folder.mkdir(parents=True, exist_ok=True)
    index = tantivy.Index(schema, path=str(folder), reuse=True)
    index.register_tokenizer(TOKENIZER, analyzer())
    return index


def _text_clauses(schema: Any, query: str) -> list:
    import tantivy

    clauses = []
    for term, weight in query_terms(query):
        q = tantivy.Query.term_query(schema, "text", term)
        clauses.append((tantivy.Occur.Should, tantivy.Query.boost_query(q, weight) if weight != 1.0 else q))
    for run in cjk_runs(query):
        chars = list(run)
        if len(chars) == 1:
            clauses.append((tantivy.Occur.Should, tantivy.Query.term_query(schema, "text", chars[0])))
            continue
        for a, b in zip(chars, chars[1:]):  # adjacent pairs: Chinese words are mostly two characters
            clauses.append((tantivy.Occur.Should, tantivy.Query.phrase_query(schema, "text", [a, b])))
    return clauses


def _filter_clauses(schema: Any, filters: Filters) -> list:
    import tantivy

    def one_of(field: str, values: tuple[str, ...]) -> Any:
        return tantivy.Query.boolean_query(
            [(tantivy.Occur.Should, tantivy.Query.term_query(schema, field, v)) for v in values]
        )

    out = []
    if filters.kinds and not filters.states and set(filters.exclude_states) == INACTIVE:  # the usual search
        out.append((tantivy.Occur.Must, one_of("scope", tuple(_scope(kind, False) for kind in filters.kinds))))
        filters = replace(filters, kinds=(), exclude_states=())
    if filters.kinds:
        out.append((tantivy.Occur.Must, one_of("kind", filters.kinds)))
    if filters.types:
        out.append((tantivy.Occur.Must, one_of("type", filters.types)))
    if filters.states:
        out.append((tantivy.Occur.Must, one_of("state", filters.states)))
    for state in filters.exclude_states:
        out.append((tantivy.Occur.MustNot, tantivy.Query.term_query(schema, "state", state)))
    if filters.since or filters.until:
        out.append((
            tantivy.Occur.Must,
            tantivy.Query.range_query(schema, "when", tantivy.FieldType.Date, _utc(filters.since), _utc(filters.until)),
        ))  # fmt: skip
    return out


def _scope(kind: str, inactive: bool) -> str:
    return f"{kind}:{'inactive' if inactive else 'active'}"


def _utc(value: datetime | None) -> datetime | None:
    if value is None:
        return None
    return value.astimezone(timezone.utc).replace(tzinfo=None) if value.tzinfo else value
