import Foundation

extension IBDocument {
  /// A bar and why the scene has it.
  struct Bar: Sendable, Equatable {
    var name: String
    var height: CGFloat
    /// What put it there: "its navigation controller", "its simulated metrics", ….
    var reason: String
  }

  /// Portrait iPhone heights, as Interface Builder saves a navigation controller's
  /// `<navigationBar>` and a tab bar controller's `<tabBar>` frames when it writes none.
  static let navigationBarHeight: CGFloat = 44
  static let tabBarHeight: CGFloat = 49
  static let toolbarHeight: CGFloat = 44
  /// What a large title adds below a navigation bar's 44 pt: assumed from the 96 pt a
  /// large-title bar measures on an iPhone; a larger height Interface Builder saved is kept.
  static let largeTitleHeight: CGFloat = 52

  /// The bars a scene shows: the navigation bar of the navigation controller that holds it (as
  /// its root or through a push), the tab bar of the tab bar controller that holds it or its
  /// navigation controller, the toolbar a navigation controller shows, or the bars its
  /// simulated metrics name.
  func bars(of scene: Scene) -> (top: Bar?, bottom: Bar?) {
    let navigation = navigationController(holding: scene.objectID)
    let tabs = tabBarController(holding: scene.objectID)
    var top: Bar?
    if let navigation {
      var height = navigation.ownBarHeight ?? Self.navigationBarHeight
      var reason = "its navigation controller, \(navigation.objectID)"
      if navigation.prefersLargeTitles && scene.largeTitleMode != "never" {
        // Interface Builder saves a large-title bar at its full height, or at 44 pt.
        height = max(height, Self.navigationBarHeight + Self.largeTitleHeight)
        reason += ", with a large title"
      } else {
        height = Self.navigationBarHeight
      }
      top = Bar(name: "navigation bar", height: height, reason: reason)
    } else if scene.simulatedBars["top"] == "navigationBar" {
      top = Bar(
        name: "navigation bar", height: Self.navigationBarHeight,
        reason: "its simulated metrics")
    }
    var bottom: Bar?
    if let tabs, scene.attributes["hidesBottomBarWhenPushed"] != "YES" {
      bottom = Bar(
        name: "tab bar", height: tabs.ownBarHeight ?? Self.tabBarHeight,
        reason: "its tab bar controller, \(tabs.objectID)")
    } else if let navigation, navigation.showsToolbar {
      bottom = Bar(
        name: "toolbar", height: Self.toolbarHeight,
        reason: "its navigation controller, \(navigation.objectID)")
    } else if let simulated = scene.simulatedBars["bottom"] {
      bottom = Bar(
        name: simulated == "tabBar" ? "tab bar" : "toolbar",
        height: simulated == "tabBar" ? Self.tabBarHeight : Self.toolbarHeight,
        reason: "its simulated metrics")
    }
    return (top, bottom)
  }

  /// The navigation controller whose stack holds the scene: as its root view controller, or
  /// pushed (a `show` or `push` segue) from a scene it holds.
  func navigationController(holding objectID: String) -> Scene? {
    container("navigationController", "rootViewController", holding: objectID) { _, segue in
      segue.kind == "show" || segue.kind == "push"
    }
  }

  /// The tab bar controller that holds the scene, directly or through its navigation
  /// controller, or that holds the scene it was pushed from.
  func tabBarController(holding objectID: String) -> Scene? {
    container("tabBarController", "viewControllers", holding: objectID) { scene, segue in
      segue.kind == "show" || segue.kind == "push"
        || (scene.element == "navigationController" && segue.relationship == "rootViewController")
    }
  }

  /// The first container of the kind whose relationship segue leads to the scene, directly or
  /// up through the segues `passes` follows back.
  private func container(
    _ element: String, _ relationship: String, holding objectID: String,
    passes: (Scene, (kind: String, relationship: String?, destination: String)) -> Bool
  ) -> Scene? {
    var seen: Set<String> = []
    var frontier = [objectID]
    while let current = frontier.popLast(), seen.insert(current).inserted {
      for scene in scenes {
        for segue in scene.segues where segue.destination == current {
          if scene.element == element && segue.relationship == relationship { return scene }
          if passes(scene, segue) { frontier.append(scene.objectID) }
        }
      }
    }
    return nil
  }
}
