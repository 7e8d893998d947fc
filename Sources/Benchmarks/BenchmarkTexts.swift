/// The texts the speech benchmark synthesises: short labels as VoiceOver speaks them, and a
/// paragraph of about two hundred words, per language. The Japanese ones have kanji, numbers and
/// emoji for the reading step, and no Latin letters (the C program is given them as read, without
/// the bridge's safe text).
enum BenchmarkTexts {
    struct Set {
        var locale: String
        var labels: [String]
        var paragraph: String
    }

    static let all: [Set] = [english, russian, chinese, japanese]

    static let english = Set(
        locale: "en-US",
        labels: [
            "Add. Button.", "Volume: 50%. Adjustable.", "24. Dimmed. Button.",
            "Apple Inc., $432.39, up 1.3%.", "Cupertino, 75 degrees, partly cloudy.",
            "Shift. Selected. Button.", "Play. Button.", "Settings. Heading.",
            "Wi-Fi. Switch Button. On.", "Search. Search Field.",
        ],
        paragraph: """
            VoiceOver is a gesture-based screen reader that lets people enjoy using an iPhone \
            even if they cannot see the screen. With VoiceOver enabled, people tap or drag a \
            finger around the screen to hear what is under it, then double-tap to activate an \
            element. When an app is accessible, every element a person can interact with \
            describes itself: its label names it in a word or two, its value tells its current \
            state, its traits say what kind of thing it is and how it behaves, and its hint \
            explains what happens when it is used. Labels begin with a capital letter and do \
            not end with a period, so that VoiceOver reads them with the right inflection. \
            Hints begin with a verb and end with a period, because VoiceOver speaks them as \
            sentences after a short pause. A view that combines several pieces of \
            information, such as a city and its temperature, joins them with commas so that \
            the listener hears a pause between them. Containers keep related elements \
            together, and a modal view keeps focus inside itself until it is dismissed. \
            Developers who listen to their screens this way find the places where a label is \
            missing, where a button announces its type twice, or where the reading order does \
            not follow the layout on the screen.
            """)

    static let russian = Set(
        locale: "ru",
        labels: [
            "Добавить. Кнопка.", "Громкость: 50%. Элемент регулировки.", "24. Недоступно. Кнопка.",
            "Apple Inc., 432,39 доллара, рост 1,3%.", "Купертино, 24 градуса, переменная облачность.",
            "Shift. Выбрано. Кнопка.", "Воспроизвести. Кнопка.", "Настройки. Заголовок.",
            "Wi-Fi. Кнопка-переключатель. Вкл.", "Поиск. Поле поиска.",
        ],
        paragraph: """
            VoiceOver — это экранный диктор, управляемый жестами, который позволяет \
            пользоваться iPhone, даже не видя экрана. Когда VoiceOver включён, человек \
            касается экрана или ведёт по нему пальцем и слышит, что находится под пальцем, а \
            затем дважды касается экрана, чтобы активировать элемент. Если приложение \
            доступно, каждый элемент, с которым можно взаимодействовать, описывает себя сам: \
            метка называет его одним-двумя словами, значение сообщает его текущее состояние, \
            признаки говорят, что это за элемент и как он себя ведёт, а подсказка объясняет, \
            что произойдёт при его использовании. Метки начинаются с заглавной буквы и не \
            заканчиваются точкой, чтобы VoiceOver читал их с правильной интонацией. Подсказки \
            начинаются с глагола и заканчиваются точкой, потому что VoiceOver произносит их как \
            предложения после короткой паузы. Представление, объединяющее несколько сведений, \
            например город и температуру, соединяет их запятыми, чтобы слушатель слышал паузу \
            между ними. Контейнеры держат связанные элементы вместе, а модальное представление \
            удерживает фокус внутри себя, пока его не закроют. Разработчики, которые слушают \
            свои экраны таким образом, находят места, где метка отсутствует, где кнопка дважды \
            называет свой тип или где порядок чтения не совпадает с расположением на экране.
            """)

    static let chinese = Set(
        locale: "zh-Hans",
        labels: [
            "添加，按钮", "音量：50%，可调节", "24，变灰，按钮", "苹果公司，432.39美元，上涨1.3%",
            "库比蒂诺，24度，局部多云", "上档键，已选定，按钮", "播放，按钮", "设置，标题",
            "无线局域网，开关按钮，开", "搜索，搜索栏",
        ],
        paragraph: """
            VoiceOver是一种基于手势的屏幕阅读器，即使看不见屏幕，用户也可以使用iPhone。\
            启用VoiceOver后，用户轻点或在屏幕上拖动手指，就能听到手指下方的内容，然后轻点两下\
            来激活元素。当应用具有无障碍特性时，用户可以交互的每个元素都会描述自己：标签用一两个\
            词说出它的名称，值说明它的当前状态，特质说明它是什么以及如何工作，提示解释使用它时会\
            发生什么。标签以大写字母开头，不以句号结尾，这样VoiceOver会用正确的语调朗读。提示以\
            动词开头，以句号结尾，因为VoiceOver会在短暂停顿后把它们当作句子朗读。把城市和温度\
            等多条信息组合在一起的视图，用逗号把它们连接起来，让听者在它们之间听到停顿。容器把\
            相关的元素放在一起，模态视图把焦点保持在自身内部，直到它被关闭。用这种方式收听屏幕\
            的开发者会发现缺少标签的地方、按钮两次说出自身类型的地方，以及朗读顺序与屏幕布局不\
            一致的地方。
            """)

    static let japanese = Set(
        locale: "ja",
        labels: [
            "設定を開く。ボタン。", "音量：50%。調整可能。", "残り4ページ", "アップル、432.39ドル、1.3%上昇",
            "4月1日 10:30 会議 📅", "新着メッセージ 3件 📩", "👍 いいね。ボタン。", "写真を削除。ボタン。",
            "10日間の天気予報", "バッテリー残量 20% 🔋",
        ],
        paragraph: """
            画面の読み上げ機能は、画面が見えなくても指の動きで電話を使えるようにする仕組みです。\
            読み上げを有効にすると、利用者は画面を軽く叩いたり指でなぞったりして、指の下にあるものを\
            聞き、2回叩いて項目を実行します。アプリが使いやすく作られていれば、操作できる項目は\
            どれも自分を説明します。ラベルは1つか2つの言葉で名前を言い、値は今の状態を伝え、\
            特性はそれが何でどう動くかを言い、ヒントは使うと何が起こるかを説明します。都市と気温の\
            ように複数の情報をまとめた表示は、読点でつなぐので、聞く人はその間に短い間を聞きます。\
            入れ物は関係のある項目をまとめ、前面の表示は閉じられるまで焦点を中に保ちます。\
            この方法で自分の画面を聞く開発者は、ラベルのない場所や、ボタンが種類を2回言う場所、\
            読む順番が画面の配置と違う場所を、毎日10分ほどで見つけられます。
            """)
}
