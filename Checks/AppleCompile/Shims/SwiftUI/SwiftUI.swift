// Placeholder until the adapters use SwiftUI.
