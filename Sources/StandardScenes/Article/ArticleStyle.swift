import MotionScene

/// The original's colours and type (fumiyasac/InteractiveUISample).
enum ArticleStyle {
    /// `ColorDefinition.navigationColor`: the header's content view, the story title and button.
    static let navigationColor: HexColor = "#76B6E2"
    /// `ColorDefinition.pointColor`: `ArticleCounterTableViewCell.swift` colours the counters.
    static let pointColor: HexColor = "#7182FF"
    /// `ArticleDescriptionTableViewCell.xib`: the meta labels' grey.
    static let metaColor: HexColor = "#9E979B"
    /// `ArticleStoryTableViewCell.xib`: the card's second line (white 0.333).
    static let storySubtitleColor: HexColor = "#555555"
    /// UILabel's default text colour, which the xibs leave alone.
    static let textColor: HexColor = "#000000"
    /// `ArticleStoryTableViewCell.swift`: the card's border.
    static let cardBorderColor: HexColor = "#dddddd"
    /// Chosen: the light blur under the header's solid content view shows only as a faint
    /// white sheen; 12 % white stands for it.
    static let blurSheen: HexColor = "#ffffff1f"
    /// Hiragino Sans W6, which the xibs use for every bold label.
    static let boldWeight = 700
}
