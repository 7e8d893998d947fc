/// A document to write: the screen file's structure with its keys in a fixed order.
enum EncodedValue {
    case string(String)
    case integer(Int)
    case number(Double)
    case bool(Bool)
    case null
    case list([EncodedValue])
    case object([(String, EncodedValue)])
}
