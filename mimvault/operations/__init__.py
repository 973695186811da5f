"""Operations: the use cases behind ``Vault``'s methods, each over the vault's parts."""
