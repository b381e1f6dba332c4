import QtQuick
import QtTest
import Arbiter

// The Exiled Legends card editor's export with the file name cleared: it
// says a name is missing, without a Qt warning (an empty name once made Qt
// warn about creating an unnamed folder; the monkey found it); and who
// carries out a bane's or a Sphere card's text.
Item {
    id: root

    width: 1280
    height: 3000
    visible: true

    LegendsCardEditorPage {
        id: page

        anchors.fill: parent
    }

    TestCase {
        name: "LegendsPackExport"
        when: windowShown

        function test_exportWithoutAFileNameSaysSo() {
            failOnWarning(/mkpath/);
            const field = findChild(page, "legendsPackPath");
            const exportButton = findChild(page, "legendsExportPack");
            tryVerify(() => field.visible && exportButton.visible && exportButton.width > 0);
            waitForItemPolished(page);
            mouseClick(field);
            tryVerify(() => field.activeFocus);
            keySequence(StandardKey.SelectAll);
            keyClick(Qt.Key_Backspace);
            compare(field.text, "");
            mouseClick(exportButton);
            const banner = findChild(page, "legendsPackError");
            tryCompare(banner, "message", qsTr("Give the pack file a name first."));
        }

        // Issue 24: a bane or a Sphere card says who carries its text out. The
        // shipped pack computes Molten Caldera's Strength and Cindrel's extra
        // damage; Ashfall Plain and Solace's bane are by hand, with their corrections.
        function test_baneAndSphereTextsShowWhoCarriesThemOut() {
            page.section = "spheres";
            page.selected = 0; // Molten Caldera, Strength 1
            let choice = null;
            tryVerify(() => (choice = findChild(page, "legendsSphereHandling")) !== null && choice.visible, 5000);
            verify(choice.computed);
            verify(!choice.byHand);
            page.selected = 1; // Ashfall Plain, "by_hand": ["prevent"]
            tryVerify(() => (choice = findChild(page, "legendsSphereHandling")) !== null && choice.byHand, 5000);
            verify(!choice.computed);
            verify(findChild(choice, "legendsCardCorrection-prevent").checked);
            verify(!findChild(choice, "legendsCardCorrection-mp").checked);

            page.section = "legends";
            page.selected = 2; // Solace: its bane's lost Myth Point is by hand
            tryVerify(() => (choice = findChild(page, "legendsBaneHandling")) !== null && choice.byHand, 5000);
            verify(findChild(choice, "legendsCardCorrection-lose_mp").checked);
            page.selected = 0; // Cindrel: 1 extra damage counter, computed
            tryVerify(() => (choice = findChild(page, "legendsBaneHandling")) !== null && choice.computed, 5000);
            verify(!choice.byHand);
            verify(!findChild(choice, "legendsCardSilentWarning").visible);
            page.section = "heroes";
            page.selected = 0;
        }
    }
}
