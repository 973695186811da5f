"""Capture: what comes in — inputs checked and decoded, secrets redacted, chat logs and
journals read into turns, the backbone interview. Nothing here writes to the vault;
``operations.capture`` stages what capture produced through the one write path."""
