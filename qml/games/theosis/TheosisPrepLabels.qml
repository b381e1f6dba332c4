import QtQuick

// The words of Theosis that the engine keeps as ids (alignments, modes,
// locations, Thieves' Guild outcomes), in the user's language.
QtObject {
    function alignmentName(alignment: string): string {
        switch (alignment) {
        case "warmonger":
            return qsTr("Warmonger");
        case "guardian":
            return qsTr("Guardian");
        case "deceitful":
            return qsTr("Deceitful");
        case "righteous":
            return qsTr("Righteous");
        case "vengeful":
            return qsTr("Vengeful");
        case "merciful":
            return qsTr("Merciful");
        }
        return alignment;
    }

    function modeName(mode: string): string {
        switch (mode) {
        case "pvp":
            return qsTr("Player against player");
        case "team":
            return qsTr("Teams");
        case "coop":
            return qsTr("Co-op against monsters");
        case "semi-light":
            return qsTr("Light semi-co-op");
        case "semi-heavy":
            return qsTr("Heavy semi-co-op");
        }
        return mode;
    }

    function locationName(location: string, alignment: string): string {
        switch (location) {
        case "quest":
            return qsTr("%1 Quest").arg(alignmentName(alignment));
        case "tavern":
            return qsTr("Tavern");
        case "mage-tower":
            return qsTr("Mage Tower");
        case "thieves-guild":
            return qsTr("Thieves' Guild");
        case "cathedral":
            return qsTr("Cathedral");
        case "mercenary-camp":
            return qsTr("Mercenary Camp");
        case "market":
            return qsTr("Market");
        }
        return location;
    }

    // What a location gives, in a few words.
    function locationHint(location: string, alignment: string): string {
        switch (location) {
        case "quest":
            switch (alignment) {
            case "warmonger":
                return qsTr("Gold space: 4 gold, 1 damage to an enemy hero");
            case "guardian":
                return qsTr("Gold space: 4 gold, the initiative next turn");
            case "deceitful":
                return qsTr("Gold space: steal up to 3 gold");
            case "righteous":
                return qsTr("Gold space: 3 gold, draw from the pouch");
            case "vengeful":
                return qsTr("Gold space: 2 gold, a Market item");
            case "merciful":
                return qsTr("Gold space: 3 gold, two Mana gems");
            }
            return "";
        case "tavern":
            return qsTr("The initiative next turn");
        case "mage-tower":
            return qsTr("A ritual with a turn token");
        case "thieves-guild":
            return qsTr("Roll the d6 of the Guild");
        case "cathedral":
            return qsTr("Two Mana gems, heal one hero");
        case "mercenary-camp":
            return qsTr("Gold equal to a d4");
        case "market":
            return qsTr("Take and equip an item");
        }
        return "";
    }

    function outcomeName(outcome: string): string {
        switch (outcome) {
        case "steal-mana":
            return qsTr("Steal a Mana gem from an enemy hero");
        case "damage":
            return qsTr("3 damage to an enemy hero");
        case "steal-2-gold":
            return qsTr("Steal up to 2 gold");
        case "steal-4-gold":
            return qsTr("Steal up to 4 gold");
        case "initiative":
            return qsTr("The initiative next turn");
        }
        return outcome;
    }

    function slotName(slot: string): string {
        switch (slot) {
        case "main-hand":
            return qsTr("Main hand");
        case "off-hand":
            return qsTr("Off hand");
        case "hands":
            return qsTr("Both hands");
        case "body":
            return qsTr("Body");
        }
        return slot;
    }

    function phaseName(phase: string): string {
        switch (phase) {
        case "hierapolis":
            return qsTr("Placement");
        case "bidding":
            return qsTr("Bidding");
        case "allocation":
            return qsTr("Gold on the mats");
        case "entry":
            return qsTr("Entering the Arena");
        }
        return phase;
    }
}
