"""Serving memory to an agent: the search index (``index/``), ranking (``rank``), context
assembly in slots under a token budget (``context``, ``tokens``), the access log
(``audit``) and the profile (``profile``). ``operations.serve`` puts them together for
`mim context`, the Python API and the MCP server."""
