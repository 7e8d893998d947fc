// Placeholder until the module's first test lands.
