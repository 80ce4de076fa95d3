import Foundation

// iPhoneOS17.4.sdk UIKit/UICollectionViewLayout.h — @interface UICollectionViewLayout : NSObject <NSCoding>
// developer.apple.com/documentation/uikit/uicollectionviewlayout
@available(iOS 6.0, *)
@MainActor open class UICollectionViewLayout: NSObject {
  // iPhoneOS17.4.sdk UIKit/UICollectionViewLayout.h — - (instancetype)init NS_DESIGNATED_INITIALIZER;
  public override init() {
    super.init()
  }
}

// The model lays a flow layout out as a list: one section, the items one under another, each
// `itemSize` tall and as wide as the collection view less the section's insets, separated by
// `minimumLineSpacing` (a vertical flow layout whose items are as wide as their line). Wrapping
// several items on a line, supplementary views and horizontal scrolling are not modelled.
// iPhoneOS17.4.sdk UIKit/UICollectionViewFlowLayout.h — @interface UICollectionViewFlowLayout : UICollectionViewLayout
// developer.apple.com/documentation/uikit/uicollectionviewflowlayout
@available(iOS 6.0, *)
@MainActor open class UICollectionViewFlowLayout: UICollectionViewLayout {
  // iPhoneOS17.4.sdk UIKit/UICollectionViewFlowLayout.h — @property (nonatomic) CGFloat minimumLineSpacing;
  open var minimumLineSpacing: CGFloat = 10
  // iPhoneOS17.4.sdk UIKit/UICollectionViewFlowLayout.h — @property (nonatomic) CGSize itemSize;
  open var itemSize = CGSize(width: 50, height: 50)
  // iPhoneOS17.4.sdk UIKit/UICollectionViewFlowLayout.h — @property (nonatomic) UIEdgeInsets sectionInset;
  open var sectionInset = UIEdgeInsets.zero
}

// iPhoneOS17.4.sdk UIKit/UICollectionView.h — @protocol UICollectionViewDataSource <NSObject>; the model asks for one section (numberOfSectionsInCollectionView: is optional, default 1).
// developer.apple.com/documentation/uikit/uicollectionviewdatasource
@available(iOS 6.0, *)
@MainActor public protocol UICollectionViewDataSource: NSObjectProtocol {
  // iPhoneOS17.4.sdk UIKit/UICollectionView.h — - (NSInteger)collectionView:(UICollectionView *)collectionView numberOfItemsInSection:(NSInteger)section;
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  // iPhoneOS17.4.sdk UIKit/UICollectionView.h — - (__kindof UICollectionViewCell *)collectionView:(UICollectionView *)collectionView cellForItemAtIndexPath:(NSIndexPath *)indexPath;
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
}

// iPhoneOS17.4.sdk UIKit/UICollectionViewCell.h — @interface UICollectionReusableView : UIView
// developer.apple.com/documentation/uikit/uicollectionreusableview
@available(iOS 6.0, *)
@MainActor open class UICollectionReusableView: UIView {}

// The model makes cells with init(frame:) from the registered class, which a Linux build can
// only do through a required initializer: the model declares it required, as NSCoding's
// initWithCoder: is.
// iPhoneOS17.4.sdk UIKit/UICollectionViewCell.h — @interface UICollectionViewCell : UICollectionReusableView
// developer.apple.com/documentation/uikit/uicollectionviewcell
@available(iOS 6.0, *)
@MainActor open class UICollectionViewCell: UICollectionReusableView {
  let modelContentView = UIView(frame: .zero)

  // iPhoneOS17.4.sdk UIKit/UICollectionViewCell.h — - (instancetype)initWithFrame:(CGRect)frame NS_DESIGNATED_INITIALIZER;
  public required override init(frame: CGRect) {
    super.init(frame: frame)
    modelContentView.modelName = "contentView"
    modelContentView.frame = bounds
    addSubview(modelContentView)
  }

  // iPhoneOS17.4.sdk UIKit/UICollectionViewCell.h — - (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;
  public required init?(coder: NSCoder) {
    return nil
  }

  // iPhoneOS17.4.sdk UIKit/UICollectionViewCell.h — @property (nonatomic, readonly) UIView *contentView; "add custom subviews to the cell's contentView"
  open var contentView: UIView { modelContentView }

  open override func layoutSubviews() {
    super.layoutSubviews()
    if modelContentView.frame != bounds { modelContentView.frame = bounds }
  }
}

// The model asks its data source for every item when it lays out, and keeps one cell per item
// while the count does not change: cells are made as the data source dequeues them, and not
// reused or taken away as they scroll out of view (so a focused field is never recycled here).
// iPhoneOS17.4.sdk UIKit/UICollectionView.h — @interface UICollectionView : UIScrollView <UIDataSourceTranslating>
// developer.apple.com/documentation/uikit/uicollectionview
@available(iOS 6.0, *)
@MainActor open class UICollectionView: UIScrollView {
  let modelLayout: UICollectionViewLayout
  var modelCellClasses: [String: UICollectionViewCell.Type] = [:]
  var modelCells: [UICollectionViewCell] = []

  // iPhoneOS17.4.sdk UIKit/UICollectionView.h — - (instancetype)initWithFrame:(CGRect)frame collectionViewLayout:(UICollectionViewLayout *)layout NS_DESIGNATED_INITIALIZER;
  public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    modelLayout = layout
    super.init(frame: frame)
  }

  // iPhoneOS17.4.sdk UIKit/UICollectionView.h — - (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;
  public required init?(coder: NSCoder) {
    return nil
  }

  // iPhoneOS17.4.sdk UIKit/UICollectionView.h — @property (nonatomic, weak, nullable) id <UICollectionViewDataSource> dataSource;
  weak open var dataSource: (any UICollectionViewDataSource)? {
    didSet { reloadData() }
  }

  // iPhoneOS17.4.sdk UIKit/UICollectionView.h — - (void)registerClass:(nullable Class)cellClass forCellWithReuseIdentifier:(NSString *)identifier;
  open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
    modelCellClasses[identifier] = cellClass as? UICollectionViewCell.Type
  }

  // iPhoneOS17.4.sdk UIKit/UICollectionView.h — - (__kindof UICollectionViewCell *)dequeueReusableCellWithReuseIdentifier:(NSString *)identifier forIndexPath:(NSIndexPath *)indexPath;
  open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
    -> UICollectionViewCell
  {
    if indexPath.item < modelCells.count { return modelCells[indexPath.item] }
    guard let cellClass = modelCellClasses[identifier] else {
      ModelWorld.report("no cell class registered for \(identifier)")
      return UICollectionViewCell(frame: .zero)
    }
    return cellClass.init(frame: .zero)
  }

  // iPhoneOS17.4.sdk UIKit/UICollectionView.h — - (void)reloadData;
  open func reloadData() {
    for cell in modelCells { cell.removeFromSuperview() }
    modelCells = []
    setNeedsLayout()
  }

  // iPhoneOS17.4.sdk UIKit/UICollectionView.h — - (nullable __kindof UICollectionViewCell *)cellForItemAtIndexPath:(NSIndexPath *)indexPath;
  open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
    indexPath.item < modelCells.count ? modelCells[indexPath.item] : nil
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    guard let dataSource else { return }
    let count = dataSource.collectionView(self, numberOfItemsInSection: 0)
    if modelCells.count != count {
      var cells: [UICollectionViewCell] = []
      for item in 0..<count {
        let cell = dataSource.collectionView(self, cellForItemAt: IndexPath(item: item, section: 0))
        cells.append(cell)
        if cell.superview !== self { addSubview(cell) }
        modelCells = cells
      }
      modelCells = cells
    }
    let flow = modelLayout as? UICollectionViewFlowLayout
    let inset = flow?.sectionInset ?? .zero
    let height = flow?.itemSize.height ?? 50
    let spacing = flow?.minimumLineSpacing ?? 10
    let width = max(0, bounds.width - inset.left - inset.right)
    for (item, cell) in modelCells.enumerated() {
      let frame = CGRect(
        x: inset.left, y: inset.top + CGFloat(item) * (height + spacing), width: width,
        height: height)
      if cell.frame != frame { cell.frame = frame }
    }
    let items = CGFloat(modelCells.count)
    let content = CGSize(
      width: bounds.width,
      height: inset.top + inset.bottom + items * height + max(0, items - 1) * spacing)
    if contentSize != content { contentSize = content }
  }
}

extension IndexPath {
  // iPhoneOS17.4.sdk UIKit.swiftmodule/arm64-apple-ios.swiftinterface — extension Foundation.IndexPath { public init(item: Swift.Int, section: Swift.Int) }
  public init(item: Int, section: Int) {
    self.init(indexes: [section, item])
  }

  // The model reads it only; the SDK's also sets it.
  // iPhoneOS17.4.sdk UIKit.swiftmodule/arm64-apple-ios.swiftinterface — extension Foundation.IndexPath { public var item: Swift.Int { get set } }
  public var item: Int { self[1] }
}
