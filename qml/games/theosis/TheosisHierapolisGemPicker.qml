import QtQuick
import QtQuick.Layouts
import Arbiter

// Up to `most` Mana gems onto empty skills of a player's heroes:
// gems [{hero, skill}].
ColumnLayout {
    id: root

    required property TheosisHierapolisController table
    property string player
    readonly property var heroes: root.table.heroes.filter(h => h.player === root.player)
    property int most: 2
    property var gems: []

    function has(hero: string, skill: int): bool {
        return root.gems.some(gem => gem.hero === hero && gem.skill === skill);
    }

    function toggle(hero: string, skill: int) {
        const list = root.gems.filter(gem => !(gem.hero === hero && gem.skill === skill));
        if (list.length === root.gems.length) {
            list.push({
                "hero": hero,
                "skill": skill
            });
            while (list.length > root.most)
                list.shift();
        }
        root.gems = list;
    }

    spacing: Theme.gap

    HeadingLabel {
        Layout.fillWidth: true
        text: qsTr("Mana gems (%1 of %2)").arg(root.gems.length).arg(root.most)
    }

    // Kept by count, not rebuilt, when the session's lists are replaced.
    Repeater {
        model: root.heroes.length

        delegate: Flow {
            id: heroRow

            required property int index
            readonly property var modelData: root.heroes[index] ?? ({ "id": "", "shortName": "", "mana": [] })

            Layout.fillWidth: true
            spacing: Theme.gap

            BodyLabel {
                height: Theme.touch
                width: 110
                verticalAlignment: Text.AlignVCenter
                elide: Text.ElideRight
                text: heroRow.modelData.shortName
            }

            Repeater {
                model: heroRow.modelData.mana

                delegate: ActionButton {
                    required property var modelData

                    objectName: "gem-" + heroRow.modelData.id + "-" + modelData.index
                    font.pixelSize: Theme.fontSmall
                    checked: root.has(heroRow.modelData.id, modelData.index)
                    enabled: !modelData.filled
                    text: modelData.filled ? qsTr("%1 (has a gem)").arg(modelData.name) : modelData.name
                    onClicked: root.toggle(heroRow.modelData.id, modelData.index)
                }
            }
        }
    }
}
