import QtQuick
import QtTest
import Arbiter

// The Exiled Legends table tells its view only what changed: a counter on one
// hero refills that hero's play area and nothing else, the tile under the
// finger stays the same object, and a target tapped in the attack builder
// touches only its player's row.
Item {
    id: root

    width: 1280
    height: 800
    visible: true

    LegendsSetupForm {
        id: form

        width: 600
        visible: false
    }

    LegendsTableModel {
        id: table

        session: ActiveSession
    }

    LegendsAttackBuilder {
        id: builder

        session: ActiveSession
    }

    LegendsTable {
        id: tableView

        anchors.fill: parent
    }

    SignalSpy {
        id: playerRows

        target: table.players
        signalName: "dataChanged"
    }

    // The roles of each change of a play area's row (SignalSpy sees only the
    // overload without them).
    property var changedRoles: []

    Connections {
        target: table.players

        function onDataChanged(topLeft, bottomRight, roles) {
            root.changedRoles.push(roles.length);
        }
    }

    SignalSpy {
        id: targetRows

        target: builder.players
        signalName: "dataChanged"
    }

    SignalSpy {
        id: flowSpy

        target: table
        signalName: "flowChanged"
    }

    SignalSpy {
        id: phaseSpy

        target: table
        signalName: "phaseChanged"
    }

    SignalSpy {
        id: otherArea

        signalName: "playerChanged"
    }

    TestCase {
        name: "LegendsSignals"
        when: windowShown

        function seatOf(list, id) {
            for (let i = 0; i < list.count; ++i)
                if (list.get(i).id === id)
                    return i;
            return -1;
        }

        function startGame(names) {
            form.draft = false;
            form.picks = [];
            form.playerNames = names;
            verify(form.ready, form.problem);
            const id = SessionLibrary.createSessionWith("exiled-legends", names, form.setup());
            verify(id > 0, SessionLibrary.error);
            verify(ActiveSession.open(id), ActiveSession.error);
            for (let seat = 0; seat < table.players.count; ++seat)
                verify(table.chooseLineup(table.players.get(seat).id, table.players.get(seat).deckTop[0].id), ActiveSession.error);
            [6, 3, 2].slice(0, names.length).forEach((face, seat) => verify(table.rollForOrder(names[seat], face), ActiveSession.error));
            compare(table.stage, "play");
            for (let i = 0; i < 3 && table.phase !== "action"; ++i)
                verify(table.step(table.flow.includes("sphere.flip") ? "sphere.flip" : "phase.next"), ActiveSession.error);
            compare(table.phase, "action");
        }

        // No item of the table waits for its layout pass.
        function settled(item) {
            if (!item || item.children === undefined)
                return true;
            if (isPolishScheduled(item))
                return false;
            for (let i = 0; i < item.children.length; ++i)
                if (!settled(item.children[i]))
                    return false;
            return true;
        }

        function bringIntoView(item) {
            const flickable = findChild(tableView, "legendsTableFlickable");
            const y = item.mapToItem(flickable.contentItem, 0, 0).y;
            if (y < flickable.contentY || y + item.height > flickable.contentY + flickable.height)
                flickable.contentY = Math.max(0, Math.min(y - 16, flickable.contentHeight - flickable.height));
            tryVerify(() => {
                    const top = item.mapToItem(flickable, 0, 0).y;
                    return top >= 0 && top + item.height <= flickable.height && settled(tableView);
                }, 20000, item.objectName + " scrolled into view");
        }

        function cleanup() {
            ActiveSession.clearError();
        }

        function test_aCounterOnOneHeroTouchesOnlyItsPlayArea() {
            startGame(["Ada", "Bo"]);
            const seat = seatOf(table.players, "Bo");
            const hero = table.players.get(seat).heroes[0];
            let plus = null;
            tryVerify(() => (plus = findChild(tableView, "damagePlus-" + hero.id)) !== null && settled(tableView));
            const tile = findChild(tableView, "damageValue-" + hero.id);
            const otherSeat = 1 - seat;
            otherArea.target = findChild(tableView, "legendsPlayerArea-" + otherSeat);
            verify(otherArea.target !== null);
            bringIntoView(plus);
            playerRows.clear();
            root.changedRoles = [];
            otherArea.clear();
            flowSpy.clear();
            phaseSpy.clear();

            mouseClick(plus);
            compare(ActiveSession.error, "");
            tryVerify(() => table.players.get(seat).heroes[0].damage === hero.damage + 1, 5000, "the counter is on the hero");
            // One row, and in it only the heroes (and the whole row as `value`).
            compare(playerRows.count, 1);
            compare(playerRows.signalArguments[0][0].row, seat);
            compare(playerRows.signalArguments[0][1].row, seat);
            compare(root.changedRoles, [2]);
            compare(otherArea.count, 0);
            compare(flowSpy.count, 0);
            compare(phaseSpy.count, 0);
            // The number the finger taps next is the same item, showing the new count.
            verify(findChild(tableView, "damageValue-" + hero.id) === tile);
            verify(findChild(tableView, "damagePlus-" + hero.id) === plus);
            tryVerify(() => tile.contentItem.text.indexOf(String(hero.damage + 1)) === 0, 5000, tile.contentItem.text);
        }

        function test_aTargetTappedTouchesOnlyItsPlayersRow() {
            startGame(["Ada", "Bo", "Cy"]);
            builder.attackType = "precise";
            builder.clear();
            const seat = seatOf(builder.players, "Cy");
            const champion = builder.players.get(seat).targets.find(t => t.position === "champion");
            verify(champion.legal);
            let button = null;
            tryVerify(() => (button = findChild(tableView, "legendsTarget-" + champion.id)) !== null && settled(tableView));
            targetRows.clear();
            verify(builder.toggle(champion.id), builder.explanation.reason);
            compare(targetRows.count, 1);
            compare(targetRows.signalArguments[0][0].row, seat);

            // The view's own tile, tapped, is kept and shows it is chosen.
            bringIntoView(button);
            mouseClick(button);
            tryVerify(() => button.target.selected, 5000, "the tapped target is chosen");
            verify(findChild(tableView, "legendsTarget-" + champion.id) === button);
        }
    }
}
