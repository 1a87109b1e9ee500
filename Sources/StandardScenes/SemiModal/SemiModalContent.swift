/// The original's data (`generateDataList()`, ViewController.swift): twelve named colours, each
/// a tile, a card and the navigation bar's tint. Hex from the `#colorLiteral` components × 255, rounded.
import MotionScene

enum SemiModalContent {
    static let colors: [HexColor] = [
        "#ff2f92", "#00fdff", "#00fa92", "#ff2600", "#ffd479", "#0096ff",
        "#ff40ff", "#ff9300", "#d783ff", "#009051", "#ff7e79", "#73fa79",
    ]

    static let titles = [
        "Strawberry", "Turquoise", "SeaFoam", "Maraschino", "Cantaloupe", "Aqua",
        "Magenta", "Tangerine", "Lavender", "Moss", "Salmon", "Flora",
    ]

    static func color(_ index: Int) -> HexColor { colors[index % colors.count] }

    static func title(_ index: Int) -> String { titles[index % titles.count] }

    /// Original (CollectionSemiModalViewCell.swift): rows after the title show their number.
    static func row(_ row: Int) -> String { String(row + 1) }
}
