/// The demo library: one coloured tile per book, and the text its card lists. Chosen: the seed
/// shows plain colour views, so colours and titles are ours.
enum SemiModalContent {
    static let colors = [
        "#e8594a", "#f0a23b", "#e9c94a", "#7cbf5a", "#3fae9b", "#3d8fd1",
        "#5b6bd6", "#8f5bd1", "#c75bb0", "#d9607a", "#8c7a6b", "#4f5d6b",
    ]

    static let titles = [
        "海辺のカフカ", "雪国", "こころ", "銀河鉄道の夜", "羅生門", "舞姫",
        "坊っちゃん", "人間失格", "山月記", "檸檬", "走れメロス", "細雪",
    ]

    static func color(_ index: Int) -> String { colors[index % colors.count] }

    static func title(_ index: Int) -> String { titles[index % titles.count] }

    static func row(_ row: Int) -> String { "第\(row + 1)章" }
}
