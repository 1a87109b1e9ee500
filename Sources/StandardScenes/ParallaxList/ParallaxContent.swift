/// What one row of the list shows. The seed's list has six travel features, each with a
/// category badge, an author, a title and a two- to three-line description; ours are our own
/// texts of the same shape, so the rows wrap and size themselves like the seed's.
struct ParallaxContent: Sendable {
    var title: String
    var category: String
    var author: String
    var description: String
    var photo: String

    /// Chosen: 20 rows (the seed has 6), so a fling has somewhere to go; they cycle through
    /// the six entries below.
    static let rowCount = 20

    static func row(_ index: Int) -> ParallaxContent {
        entries[index % entries.count]
    }

    static let entries = [
        ParallaxContent(
            title: "海辺の朝 白い砂の入り江", category: "国内", author: "編集部",
            description: "朝いちばんの入り江は波も穏やかで、砂浜を歩く足音だけが聞こえます。近くの食堂では獲れたての魚の朝ごはんも楽しめます。",
            photo: "sea-1"),
        ParallaxContent(
            title: "港の市場 昼どきの賑わい", category: "国内", author: "編集部",
            description: "漁船が戻るころ、市場は競りの声でいっぱいに。買った魚をその場で焼いてくれる屋台が並びます。",
            photo: "harbor-1"),
        ParallaxContent(
            title: "森を抜けて灯台への道", category: "国内", author: "編集部",
            description: "木漏れ日の山道を三十分ほど歩くと、岬の先に白い灯台が見えてきます。晴れた日には遠くの島まで見渡せます。",
            photo: "forest-1"),
        ParallaxContent(
            title: "坂の上の展望台から", category: "海外", author: "編集部",
            description: "石畳の坂を上りきると、赤い屋根の街と青い海が一望に。夕方は展望台のカフェが混み合うので早めに。",
            photo: "mountain-1"),
        ParallaxContent(
            title: "夕暮れの防波堤", category: "海外", author: "編集部",
            description: "日が沈む前の三十分、防波堤は釣り人と散歩の人で賑わいます。空の色が刻々と変わるのを眺めるだけでも来る価値があります。",
            photo: "sea-2"),
        ParallaxContent(
            title: "岬の小さな宿に泊まる", category: "海外", author: "編集部",
            description: "客室は六つだけ。どの部屋からも海が見え、夜は波の音を聞きながら眠れます。",
            photo: "sea-3"),
    ]
}
