// On Apple platforms `import UIKit` alone also makes Foundation's declarations visible (app code
// uses `CGFloat`, `CGRect` and `Notification` with nothing but `import UIKit`); the model re-exports
// Foundation so code compiled against it sees the same.
@_exported import Foundation
