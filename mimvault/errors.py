"""Errors raised by mimvault.

Every message is one line that names the file, field, id or argument at fault and,
where there is one, the command that fixes it. No message ever holds secret text.

    MimvaultError                  base of everything below
    ├── VaultNotFoundError         no vault at or above the given path
    ├── ConfigError                .mimvault/config.yaml is invalid (path, line)
    ├── DocumentError              a file is not a valid mimvault object (path, line, reason)
    ├── InvalidIdError             a malformed id (wrong prefix, path separators, traversal)
    ├── InvalidValueError          a bad argument or field value given to an operation
    ├── ObjectNotFoundError        no object has that id
    ├── DuplicateIdError           two files claim one id
    ├── IllegalTransitionError     a state change the state machine forbids
    ├── PermissionDeniedError      the actor may not do this (agents propose, users confirm)
    ├── VaultBusyError             another mim process holds the vault lock (or writes the catalog)
    ├── ConflictError              the files changed in a way that stops the operation
    ├── SecretFoundError           a secret was about to be written (kind and place, never the value)
    └── GitError                   a git command failed
"""

from __future__ import annotations


class MimvaultError(Exception):
    """Base class: a problem the user can understand and act on."""


class VaultNotFoundError(MimvaultError):
    pass


class ConfigError(MimvaultError):
    def __init__(self, path: str, line: int | None, reason: str):
        self.path, self.line, self.reason = path, line, reason
        where = f"{path}:{line}" if line else path
        super().__init__(f"{where}: {reason}")


class DocumentError(MimvaultError):
    """A file that cannot be read as a mimvault object; carries where and why."""

    def __init__(self, path: str, line: int | None, reason: str):
        self.path, self.line, self.reason = path, line, reason
        where = f"{path}:{line}" if line else path
        super().__init__(f"{where}: {reason}")


class InvalidIdError(MimvaultError):
    pass


class InvalidValueError(MimvaultError):
    pass


class ObjectNotFoundError(MimvaultError):
    pass


class DuplicateIdError(MimvaultError):
    pass


class IllegalTransitionError(MimvaultError):
    pass


class PermissionDeniedError(MimvaultError):
    pass


class VaultBusyError(MimvaultError):
    pass


class MergeInProgressError(VaultBusyError):
    """Git is in the middle of a merge (or rebase) in the vault: nothing may be committed
    until it is finished (a half-merged file could hold conflict markers)."""


class ConflictError(MimvaultError):
    pass


class SecretFoundError(MimvaultError):
    """A secret would have reached a file, a commit or an index. The message names the
    kind and where (path, line, characters) — never the value."""


class GitError(MimvaultError):
    pass
