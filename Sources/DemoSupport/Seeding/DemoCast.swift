import StreamChat

/// The named people of the demo: about forty users whose names come from several languages
/// and scripts (accents, CJK, Cyrillic, Greek, Hangul) and one with an emoji.
public enum DemoCast {
    /// One named user.
    public struct Person: Hashable, Sendable {
        public let id: UserId
        public let name: String

        public init(id: UserId, name: String) {
            self.id = id
            self.name = name
        }
    }

    /// Who you are unless `--user` says otherwise.
    public static let defaultUserId: UserId = "alex"

    /// Everybody, in a fixed order (the order decides channel membership).
    public static let people: [Person] = [
        Person(id: "alex", name: "Alex Morgan"),
        Person(id: "ana", name: "Ana García"),
        Person(id: "bjorn", name: "Björn Ødegård"),
        Person(id: "chloe", name: "Chloé Dubois"),
        Person(id: "yuki", name: "山田 由紀"),
        Person(id: "noah", name: "Noah 🚀 Becker"),
        Person(id: "mike", name: "Mike Morris"),
        Person(id: "zoe", name: "Zoë Ünal"),
        Person(id: "wei", name: "王伟"),
        Person(id: "minjun", name: "김민준"),
        Person(id: "sofia", name: "Sofía Núñez"),
        Person(id: "joao", name: "João Gonçalves"),
        Person(id: "francois", name: "François Lefèvre"),
        Person(id: "lukas", name: "Lukáš Dvořák"),
        Person(id: "agnieszka", name: "Agnieszka Wąsowska"),
        Person(id: "dmitri", name: "Дмитрий Иванов"),
        Person(id: "eleni", name: "Ελένη Παπαδοπούλου"),
        Person(id: "priya", name: "Priya Raman"),
        Person(id: "arjun", name: "Arjun Sharma"),
        Person(id: "fatima", name: "Fatima Zahra"),
        Person(id: "lea", name: "Léa Martin"),
        Person(id: "mateo", name: "Mateo Rossi"),
        Person(id: "ingrid", name: "Ingrid Sæther"),
        Person(id: "emre", name: "Emre Şahin"),
        Person(id: "hana", name: "Hana Nováková"),
        Person(id: "kenji", name: "佐藤 健二"),
        Person(id: "mei", name: "陳美玲"),
        Person(id: "seoyeon", name: "이서연"),
        Person(id: "oliver", name: "Oliver Smith"),
        Person(id: "amara", name: "Amara Okafor"),
        Person(id: "tomas", name: "Tomás Ó Briain"),
        Person(id: "nina", name: "Nina Müller"),
        Person(id: "pablo", name: "Pablo Ibáñez"),
        Person(id: "elif", name: "Elif Yıldız"),
        Person(id: "sven", name: "Sven Åberg"),
        Person(id: "maya", name: "Maya Cohen"),
        Person(id: "lars", name: "Lars Kristiansen"),
        Person(id: "camille", name: "Camille Roux"),
        Person(id: "hugo", name: "Hugo Lambert"),
        Person(id: "ravi", name: "Ravi Patel"),
    ]

    /// The person with `id`, if named.
    public static func person(_ id: UserId) -> Person? {
        people.first { $0.id == id }
    }

    /// The bots that are online from the start (the rest appear offline).
    public static let onlineBotIds: [UserId] = ["ana", "yuki", "noah", "bjorn", "chloe", "mike"]

    // MARK: The crowd of the big channel

    private static let crowdFirstNames = [
        "Aiko", "Ben", "Carla", "Dario", "Elena", "Femi", "Greta", "Hiro", "Ilse", "Jonas", "Kaito", "Lina", "Marek",
        "Nadia", "Omar", "Paula", "Quentin", "Rosa", "Stefan", "Tara", "Umar", "Vera", "Wim", "Xenia", "Yara", "Zeno",
        "Åsa", "Émile", "Ørjan", "Saoirse",
    ]
    private static let crowdLastNames = [
        "Abe", "Bauer", "Costa", "Dimitrov", "Eriksen", "Ferreira", "Gallo", "Horvat", "Ito", "Jansen", "Kowalski",
        "Lindqvist", "Moreau", "Nakamura", "Olsen", "Petrov", "Quispe", "Rossi", "Schmidt", "Tanaka", "Ueda",
        "Varga", "Weber", "Yilmaz", "Zhang", "Müller", "Núñez", "Kovač", "Öztürk", "Łukasik",
    ]

    /// The id of the `index`-th crowd member (1-based), e.g. `crowd-00042`.
    public static func crowdId(_ index: Int) -> UserId {
        let digits = String(index)
        return "crowd-" + String(repeating: "0", count: max(0, 5 - digits.count)) + digits
    }

    /// A deterministic name for the `index`-th crowd member; every first/last combination
    /// appears before any repeats, with a number to tell repeats apart.
    public static func crowdName(_ index: Int) -> String {
        let zeroBased = index - 1
        let first = crowdFirstNames[zeroBased % crowdFirstNames.count]
        let last = crowdLastNames[(zeroBased / crowdFirstNames.count) % crowdLastNames.count]
        let round = zeroBased / (crowdFirstNames.count * crowdLastNames.count)
        return round == 0 ? "\(first) \(last)" : "\(first) \(last) \(round + 1)"
    }
}
