#if canImport(UIKit)
  import Foundation
  import UIKit

  /// A hidden view whose size follows one edge of an item a binding writes a constraint for, so
  /// the layout pass that moves that edge tells the binding.
  ///
  /// How a binding notices that the app wrote its constraint's constant: UIKit documents no
  /// notification for it (its classes "generally do not support" key-value observing, and
  /// nothing here swizzles), but the write moves a view in the next layout pass, and UIKit calls
  /// `layoutSubviews()` on a view whose size changes in a layout pass ("Whenever the size of a
  /// view changes, UIKit applies the autoresizing behaviors of that view's subviews and then
  /// calls the layoutSubviews method of the view", View Programming Guide for iOS). The sensor
  /// spans from the leading or top edge of the view the constraint lives in to the edge the
  /// constraint places, so when the constant changes the sensor's size changes with it, inside
  /// the same layout pass, and it calls `onLayout`: the binding compares the constant with what
  /// it wrote last and puts its part back on top of the app's new value before anything is drawn.
  /// Nothing runs while nothing moves.
  ///
  /// The sensor is hidden, takes no touches, has no intrinsic size and four required
  /// constraints that only place itself, so it changes nothing of the app's layout.
  @MainActor
  final class LayoutSensor: UIView {
    private var onLayout: @MainActor () -> Void = {}

    /// Starts following `attribute` of `item` (a view or a layout guide) from inside `container`,
    /// which holds it; `nil` for an attribute Auto Layout places no edge for (baselines) or an
    /// item outside `container`.
    static func watch(
      _ item: AnyObject, attribute: NSLayoutConstraint.Attribute, in container: UIView,
      onLayout: @escaping @MainActor () -> Void
    ) -> LayoutSensor? {
      guard let itemView = UIKitReading.view(of: item), itemView.isDescendant(of: container),
        let edges = edges(for: attribute)
      else { return nil }
      let sensor = LayoutSensor(frame: .zero)
      sensor.isHidden = true
      sensor.isUserInteractionEnabled = false
      sensor.translatesAutoresizingMaskIntoConstraints = false
      container.insertSubview(sensor, at: 0)
      NSLayoutConstraint.activate(edges.constraints(sensor, item, attribute, container))
      sensor.onLayout = onLayout
      return sensor
    }

    override func layoutSubviews() {
      super.layoutSubviews()
      onLayout()
    }

    /// Stops following: the sensor and its constraints go.
    func remove() {
      onLayout = {}
      removeFromSuperview()
    }

    /// Which of the sensor's edges meets the watched one, and which stay on the container.
    @MainActor
    private enum Edges {
      /// From the container's top to a vertical edge (top, bottom, centre, margins).
      case vertical
      /// From the container's leading edge to a leading, trailing or margin edge.
      case leading
      /// From the container's left edge to a left, right or centre edge.
      case left
      /// As tall as the item, at the container's top.
      case height
      /// As wide as the item, at the container's leading edge.
      case width

      func constraints(
        _ sensor: UIView, _ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute,
        _ container: UIView
      ) -> [NSLayoutConstraint] {
        func equal(
          _ first: NSLayoutConstraint.Attribute, _ other: AnyObject?,
          _ second: NSLayoutConstraint.Attribute, constant: CGFloat = 0
        ) -> NSLayoutConstraint {
          NSLayoutConstraint(
            item: sensor, attribute: first, relatedBy: .equal, toItem: other, attribute: second,
            multiplier: 1, constant: constant)
        }
        switch self {
        case .vertical:
          return [
            equal(.leading, container, .leading), equal(.width, nil, .notAnAttribute),
            equal(.top, container, .top), equal(.bottom, item, attribute),
          ]
        case .leading:
          return [
            equal(.top, container, .top), equal(.height, nil, .notAnAttribute),
            equal(.leading, container, .leading), equal(.trailing, item, attribute),
          ]
        case .left:
          return [
            equal(.top, container, .top), equal(.height, nil, .notAnAttribute),
            equal(.left, container, .left), equal(.right, item, attribute),
          ]
        case .height:
          return [
            equal(.leading, container, .leading), equal(.width, nil, .notAnAttribute),
            equal(.top, container, .top), equal(.height, item, .height),
          ]
        case .width:
          return [
            equal(.top, container, .top), equal(.height, nil, .notAnAttribute),
            equal(.leading, container, .leading), equal(.width, item, .width),
          ]
        }
      }
    }

    private static func edges(for attribute: NSLayoutConstraint.Attribute) -> Edges? {
      switch attribute {
      case .top, .bottom, .centerY, .topMargin, .bottomMargin, .centerYWithinMargins:
        return .vertical
      case .leading, .trailing, .leadingMargin, .trailingMargin:
        return .leading
      case .left, .right, .centerX, .leftMargin, .rightMargin, .centerXWithinMargins:
        return .left
      case .height:
        return .height
      case .width:
        return .width
      default:
        // Baselines: Auto Layout places them inside the view, from its text.
        return nil
      }
    }
  }
#endif
