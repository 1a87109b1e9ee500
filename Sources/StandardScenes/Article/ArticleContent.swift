/// The article the scene shows. The seed loads it from JSON (`title`, `viewsCounter`,
/// `likesCounter`, …); these values are our own demo data.
struct ArticleContent: Sendable {
    var category: String
    var title: String
    var date: String
    var viewsCounter: Int
    var likesCounter: Int
    var paragraphs: [String]
    var storyCaption: String
    var storyButtonTitle: String

    static let demo = ArticleContent(
        category: "旅とくらし",
        title: "海の見える風景",
        date: "2026.11.21",
        viewsCounter: 3280,
        likesCounter: 486,
        paragraphs: [
            "坂道をのぼりきると、視界がふっとひらけて青い海があらわれる。港町の朝はしずかで、聞こえるのは波の音とカモメの声だけだった。",
            "駅から歩いて十五分ほどの高台に、小さな展望台がある。ベンチに座って缶コーヒーを飲みながら、沖をゆく船をぼんやりと眺めた。",
            "The town wakes up slowly. Fishing boats come back around seven, and the market on the pier fills with voices and the smell of the sea.",
            "昼すぎには潮が引いて、岩場に小さな水たまりがいくつもできる。しゃがみこんでのぞくと、ヤドカリやカニがせわしなく動いていた。",
            "海沿いの食堂で頼んだのは、その日にとれた魚の定食。飾り気のない味噌汁が、歩き疲れた体にやさしくしみる。",
            "午後は灯台まで足をのばした。白い塔の足もとから見下ろす海は、午前中よりも少しだけ緑がかって見える。",
            "Late in the afternoon the light turns gold. The hills behind the harbour take on the same colour as the sea, and for a few minutes everything is quiet.",
            "日が沈むころ、防波堤には釣り人が並びはじめる。誰も多くは話さず、ただ同じ方向の水面を見つめていた。",
            "帰りの電車の窓から、最後にもう一度だけ海が見えた。次に来るときは、もっとゆっくり、何もしない一日を過ごしてみたい。",
            "旅の記録はここまで。写真では伝えきれない風の匂いや光のやわらかさを、いつか自分の目で確かめてみてほしい。",
        ],
        storyCaption: "この町をめぐる短いストーリー",
        storyButtonTitle: "ストーリーを見る"
    )
}
