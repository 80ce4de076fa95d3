// Placeholder until the adapters use QuartzCore.
