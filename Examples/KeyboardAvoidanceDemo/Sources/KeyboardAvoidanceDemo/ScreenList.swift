import DemoScreens
import SwiftUI

/// Every screen of the demo, the blog posts' first, each with what it shows.
@MainActor
struct ScreenList: View {
  var body: some View {
    NavigationStack {
      List {
        Section("From the blog posts") {
          ForEach(DemoScreen.allCases.filter { $0.postTitle != nil }) { screen in
            ScreenRow(screen: screen)
          }
        }
        Section("Ours") {
          ForEach(DemoScreen.allCases.filter { $0.postTitle == nil }) { screen in
            ScreenRow(screen: screen)
          }
        }
      }
      .navigationTitle("KeyboardAvoidance")
      .navigationDestination(for: DemoScreen.self) { screen in
        ScreenHost(screen: screen)
          // The screens avoid the keyboard themselves: SwiftUI leaves their UIKit views alone.
          .ignoresSafeArea(.all, edges: .bottom)
          .navigationTitle(screen.title)
          .navigationBarTitleDisplayMode(.inline)
      }
    }
  }
}

/// A screen's row: its title, what it shows, and the post it comes from.
@MainActor
struct ScreenRow: View {
  let screen: DemoScreen

  var body: some View {
    NavigationLink(value: screen) {
      VStack(alignment: .leading, spacing: 4) {
        Text(screen.title).font(.headline)
        Text(screen.summary).font(.subheadline).foregroundStyle(.secondary)
        if let post = screen.postTitle {
          Text(post).font(.caption).foregroundStyle(.secondary)
        }
      }
    }
  }
}

/// A screen's view controller in the SwiftUI hierarchy.
@MainActor
struct ScreenHost: UIViewControllerRepresentable {
  let screen: DemoScreen

  func makeUIViewController(context: Context) -> UIViewController {
    screen.makeViewController()
  }

  func updateUIViewController(_ controller: UIViewController, context: Context) {}
}
