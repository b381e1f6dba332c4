import QtQuick
import QtQuick.Layouts
import Arbiter

// Up to `most` Mana gems onto empty skills of a player's heroes:
// gems [{hero, skill}], handed to the controller as two lists.
ColumnLayout {
    id: root

    required property TheosisHierapolisController table
    property string player
    property int most: 2
    property var gems: []

    function gemHeroes(): var {
        return root.gems.map(gem => gem.hero);
    }

    function gemSkills(): var {
        return root.gems.map(gem => gem.skill);
    }

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

    // Every hero, the other players' hidden.
    Repeater {
        model: root.table.heroes

        delegate: Flow {
            id: heroRow

            required property var value

            visible: heroRow.value.player === root.player
            Layout.fillWidth: true
            spacing: Theme.gap

            BodyLabel {
                height: Theme.touch
                width: 110
                verticalAlignment: Text.AlignVCenter
                elide: Text.ElideRight
                text: heroRow.value.shortName
            }

            Repeater {
                model: heroRow.value.mana

                delegate: ActionButton {
                    required property var modelData

                    objectName: "gem-" + heroRow.value.id + "-" + modelData.index
                    font.pixelSize: Theme.fontSmall
                    checked: root.has(heroRow.value.id, modelData.index)
                    enabled: !modelData.filled
                    text: modelData.filled ? qsTr("%1 (has a gem)").arg(modelData.name) : modelData.name
                    onClicked: root.toggle(heroRow.value.id, modelData.index)
                }
            }
        }
    }
}
