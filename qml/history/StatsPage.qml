import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arbiter

// Every finished game across sessions: per game and per player, plays, wins
// and win rates with competitive and co-op games apart, average length,
// results per champion, hero, Legend or character, rival and nemesis, dice
// luck. Filters by game, player and days; two spellings of a player merge.
Page {
    id: root

    readonly property bool portrait: height > width

    signal backRequested

    background: Rectangle {
        color: Theme.background
    }

    HistoryStatsView {
        id: stats

        library: SessionLibrary
    }

    header: PageHeader {
        showBack: true
        title: qsTr("History")
        subtitle: qsTr("%n finished game(s)", "", stats.plays)
        onBackRequested: root.backRequested()

        ActionButton {
            objectName: "statsSaveCsv"
            text: qsTr("Save as CSV")
            Accessible.name: qsTr("Save the plays and the figures as CSV files in %1").arg(SessionLibrary.defaultExportFolder)
            enabled: stats.plays > 0
            onClicked: stats.saveCsv(SessionLibrary.defaultExportFolder)
        }

        ActionButton {
            objectName: "statsRebuild"
            text: qsTr("Count again")
            Accessible.name: qsTr("Count every finished session again from its log")
            onClicked: stats.rebuild()
        }
    }

    ScrollView {
        id: scroller

        anchors.fill: parent
        contentWidth: availableWidth

        ColumnLayout {
            width: scroller.availableWidth
            spacing: Theme.spacing

            Item {
                Layout.preferredHeight: Theme.gap
            }

            SurfaceCard {
                Layout.fillWidth: true
                Layout.leftMargin: Theme.margin
                Layout.rightMargin: Theme.margin
                implicitHeight: filters.implicitHeight + 2 * padding

                ColumnLayout {
                    id: filters

                    anchors.fill: parent
                    anchors.margins: parent.padding
                    spacing: Theme.gap

                    Flow {
                        Layout.fillWidth: true
                        spacing: Theme.gap

                        ActionButton {
                            objectName: "statsGame-all"
                            text: qsTr("Every game")
                            checked: stats.game.length === 0
                            onClicked: stats.game = ""
                        }

                        Repeater {
                            model: stats.gameIds

                            delegate: ActionButton {
                                required property string modelData
                                required property int index

                                objectName: "statsGame-" + modelData
                                text: stats.gameNames[index]
                                checked: stats.game === modelData
                                onClicked: stats.game = modelData
                            }
                        }
                    }

                    Flow {
                        Layout.fillWidth: true
                        spacing: Theme.gap

                        ActionButton {
                            objectName: "statsPlayer-all"
                            text: qsTr("Every player")
                            checked: stats.player.length === 0
                            onClicked: stats.player = ""
                        }

                        Repeater {
                            objectName: "statsPlayerChoices"
                            model: stats.playerNames

                            delegate: ActionButton {
                                required property string modelData

                                objectName: "statsPlayer-" + modelData
                                text: modelData
                                checked: stats.player === modelData
                                onClicked: stats.player = modelData
                            }
                        }
                    }

                    GridLayout {
                        Layout.fillWidth: true
                        columns: 2
                        columnSpacing: Theme.spacing

                        InputField {
                            objectName: "statsFrom"
                            Layout.fillWidth: true
                            placeholderText: qsTr("From (YYYY-MM-DD)")
                            inputMethodHints: Qt.ImhDate
                            invalid: !stats.filterValid && text.length > 0
                            onEditingFinished: stats.fromDay = text
                        }

                        InputField {
                            objectName: "statsTo"
                            Layout.fillWidth: true
                            placeholderText: qsTr("To (YYYY-MM-DD)")
                            inputMethodHints: Qt.ImhDate
                            invalid: !stats.filterValid && text.length > 0
                            onEditingFinished: stats.toDay = text
                        }
                    }
                }
            }

            SurfaceCard {
                Layout.fillWidth: true
                Layout.leftMargin: Theme.margin
                Layout.rightMargin: Theme.margin
                implicitHeight: merge.implicitHeight + 2 * padding

                GridLayout {
                    id: merge

                    anchors.fill: parent
                    anchors.margins: parent.padding
                    columns: root.portrait ? 1 : 3
                    columnSpacing: Theme.spacing
                    rowSpacing: Theme.gap

                    HeadingLabel {
                        Layout.columnSpan: merge.columns
                        text: qsTr("One player, two spellings")
                    }

                    InputField {
                        id: aliasField

                        objectName: "statsMergeAlias"
                        Layout.fillWidth: true
                        placeholderText: qsTr("Count this name (\"ann\")")
                    }

                    InputField {
                        id: intoField

                        objectName: "statsMergeInto"
                        Layout.fillWidth: true
                        placeholderText: qsTr("as this one (\"Ann\")")
                    }

                    ActionButton {
                        objectName: "statsMerge"
                        text: qsTr("Merge")
                        enabled: aliasField.text.trim().length > 0 && intoField.text.trim().length > 0
                        onClicked: {
                            if (stats.mergePlayer(aliasField.text, intoField.text)) {
                                aliasField.clear();
                                intoField.clear();
                            }
                        }
                    }

                    BodyLabel {
                        Layout.columnSpan: merge.columns
                        visible: stats.error.length > 0
                        color: Theme.danger
                        text: stats.error
                    }
                }
            }

            BodyLabel {
                objectName: "statsSaved"
                Layout.fillWidth: true
                Layout.leftMargin: Theme.margin
                Layout.rightMargin: Theme.margin
                visible: stats.savedPath.length > 0
                wrapMode: Text.Wrap
                text: qsTr("Saved: %1").arg(stats.savedPath)
            }

            BodyLabel {
                Layout.fillWidth: true
                Layout.leftMargin: Theme.margin
                Layout.rightMargin: Theme.margin
                visible: stats.plays === 0
                muted: true
                wrapMode: Text.Wrap
                text: qsTr("No finished game matches. A game counts here once it is over.")
            }

            StatsSection {
                objectName: "statsGames"
                title: qsTr("Games")
                model: stats.games
                visible: stats.games.count > 0
                delegate: StatsLine {
                    required property string gameName
                    required property int plays
                    required property int competitive
                    required property int ties
                    required property int coopPlays
                    required property int coopWins
                    required property int coopWinPercent
                    required property int averageMinutes
                    required property double averageRounds

                    heading: gameName
                    detail: qsTr("%n play(s)", "", plays) + " · "
                        + qsTr("%1 competitive (%2 tied)").arg(competitive).arg(ties) + " · "
                        + qsTr("co-op: won %1 of %2 (%3%)").arg(coopWins).arg(coopPlays).arg(coopWinPercent) + " · "
                        + qsTr("%1 min and %2 rounds on average").arg(averageMinutes).arg(averageRounds)
                }
            }

            StatsSection {
                objectName: "statsPlayers"
                title: qsTr("Players")
                model: stats.players
                visible: stats.players.count > 0
                delegate: StatsLine {
                    required property string name
                    required property int plays
                    required property int wins
                    required property int competitivePlays
                    required property int competitiveWins
                    required property int competitivePercent
                    required property int coopPlays
                    required property int coopWins
                    required property int coopPercent
                    required property int averageMinutes
                    required property double averageRounds
                    required property string rival
                    required property int rivalGames
                    required property string nemesis
                    required property int nemesisWins
                    required property int rolls
                    required property int luckPercent

                    objectName: "statsPlayerRow-" + name
                    heading: name
                    detail: qsTr("%n play(s)", "", plays) + " · "
                        + qsTr("competitive: won %1 of %2 (%3%)").arg(competitiveWins).arg(competitivePlays).arg(competitivePercent) + " · "
                        + qsTr("co-op: won %1 of %2 (%3%)").arg(coopWins).arg(coopPlays).arg(coopPercent) + " · "
                        + qsTr("%1 min and %2 rounds on average").arg(averageMinutes).arg(averageRounds)
                        + (rival.length > 0 ? " · " + qsTr("rival: %1 (%n game(s))", "", rivalGames).arg(rival) : "")
                        + (nemesis.length > 0 ? " · " + qsTr("nemesis: %1 (%n win(s))", "", nemesisWins).arg(nemesis) : "")
                        + (luckPercent >= 0 ? " · " + qsTr("dice: better than %1% of possible games over %n roll(s)", "", rolls).arg(luckPercent) : "")
                }
            }

            StatsSection {
                objectName: "statsCharacters"
                Layout.bottomMargin: Theme.margin
                title: qsTr("Champions, heroes, Legends and characters")
                model: stats.characters
                visible: stats.characters.count > 0
                delegate: StatsLine {
                    required property string gameName
                    required property string character
                    required property string name
                    required property int plays
                    required property int wins
                    required property int winPercent

                    objectName: "statsCharacter-" + character
                    heading: qsTr("%1 · %2").arg(name).arg(gameName)
                    detail: qsTr("won %1 of %2 (%3%)").arg(wins).arg(plays).arg(winPercent)
                }
            }


        }
    }
}
