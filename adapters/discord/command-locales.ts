// The slash commands in every shipped language: Discord shows `name_localizations` and
// `description_localizations` to members whose Discord is in that language, while interactions
// still carry the English names, so nothing else changes. Commands and subcommands are
// localised; option names and descriptions stay English (Discord falls back to them).

import type { RESTPostAPIApplicationCommandsJSONBody } from 'discord.js';

/** Discord's locale codes for each shipped language (Spanish has two). */
export const DISCORD_LOCALES: Readonly<Record<string, readonly string[]>> = {
  fr: ['fr'],
  de: ['de'],
  es: ['es-ES', 'es-419'],
  'pt-BR': ['pt-BR'],
  ja: ['ja'],
};

type Words = Readonly<Record<string, readonly [name: string, description: string]>>;

// Per language: a command (`hint`) or a subcommand of /sudoku (`sudoku today`) -> [name, description].
const WORDS: Readonly<Partial<Record<string, Partial<Words>>>> = {
  fr: {
    sudoku: ['sudoku', 'Jouer au sudoku ensemble : grilles du jour, coups, statistiques'],
    hint: ['indice', 'Un indice : la prochaine étape, ou comment une case se déduit'],
    solve: ['resoudre', 'Résoudre une grille ou une photo ; seul, dévoile la partie ici'],
    p: ['p', 'Jouer un coup : r3c5 7 · clear r3c5 · note r3c5 1 2'],
    schedule: ['programmer', 'Poster la grille du jour ici chaque jour'],
    unschedule: ['deprogrammer', 'Arrêter la grille quotidienne ici'],
    'sudoku today': ['aujourdhui', 'Jouer la grille du jour ici, ensemble ou seul'],
    'sudoku daily': ['archive', 'Jouer une ancienne grille du jour (hors séries)'],
    'sudoku new': ['nouvelle', 'Commencer une nouvelle grille ici'],
    'sudoku resume': ['reprendre', 'Ramener la partie mise de côté'],
    'sudoku board': ['grille', 'Afficher la grille en cours'],
    'sudoku place': ['placer', 'Placer un chiffre dans une case'],
    'sudoku clear': ['effacer', 'Effacer votre chiffre d’une case'],
    'sudoku note': ['note', 'Ajouter ou retirer des notes dans une case'],
    'sudoku notes': ['notes', 'Noter tous les candidats (à nouveau : tout effacer)'],
    'sudoku undo': ['annuler', 'Annuler votre dernier coup'],
    'sudoku stats': ['statistiques', 'Vos résolutions, séries et temps, ou ceux d’un autre'],
    'sudoku leaderboard': ['classement', 'Les meilleurs joueurs du serveur'],
    'sudoku share': ['partager', 'Poster votre résultat du jour ici (sans spoiler)'],
    'sudoku help': ['aide', 'Comment jouer et ce que fait chaque commande'],
    'sudoku fix': ['corriger', 'Corriger une case de la grille lue sur votre photo'],
    'sudoku theme': ['theme', 'Images sombres ou claires (seul : la vôtre)'],
    'sudoku language': ['langue', 'La langue que j’utilise avec vous'],
    'sudoku timezone': [
      'fuseau',
      'Le fuseau horaire de ce salon : sa journée et sa grille quotidienne',
    ],
    'sudoku thread': ['fil', 'Un fil sous chaque grille du jour pour les résultats'],
  },
  de: {
    sudoku: ['sudoku', 'Gemeinsam Sudoku spielen: Tagesrätsel, Züge, Statistik'],
    hint: ['tipp', 'Ein Tipp: der nächste Schritt, oder wie ein Feld folgt'],
    solve: ['loesen', 'Ein Gitter oder Foto lösen; allein: das Spiel hier aufdecken'],
    p: ['p', 'Einen Zug spielen: r3c5 7 · clear r3c5 · note r3c5 1 2'],
    schedule: ['planen', 'Das Tagesrätsel hier jeden Tag posten'],
    unschedule: ['nicht-planen', 'Den täglichen Post hier beenden'],
    'sudoku today': ['heute', 'Das heutige Tagesrätsel spielen, gemeinsam oder allein'],
    'sudoku daily': ['archiv', 'Ein früheres Tagesrätsel spielen (zählt für keine Serie)'],
    'sudoku new': ['neu', 'Ein neues Rätsel hier beginnen'],
    'sudoku resume': ['fortsetzen', 'Das beiseitegelegte Spiel zurückholen'],
    'sudoku board': ['brett', 'Das aktuelle Brett zeigen'],
    'sudoku place': ['setzen', 'Eine Ziffer in ein Feld setzen'],
    'sudoku clear': ['loeschen', 'Deine Ziffer aus einem Feld löschen'],
    'sudoku note': ['notiz', 'Notizen in einem Feld umschalten'],
    'sudoku notes': ['notizen', 'Alle Kandidaten notieren (nochmal: alle löschen)'],
    'sudoku undo': ['zurueck', 'Deinen letzten Zug zurücknehmen'],
    'sudoku stats': ['statistik', 'Deine Lösungen, Serie und Zeiten, oder die anderer'],
    'sudoku leaderboard': ['rangliste', 'Die besten Spieler dieses Servers'],
    'sudoku share': ['teilen', 'Dein heutiges Ergebnis hier posten (ohne Spoiler)'],
    'sudoku help': ['hilfe', 'Wie man spielt und was jeder Befehl tut'],
    'sudoku fix': ['korrigieren', 'Ein Feld des von deinem Foto gelesenen Gitters korrigieren'],
    'sudoku theme': ['design', 'Dunkle oder helle Bilder (allein: deins)'],
    'sudoku language': ['sprache', 'Die Sprache, die ich mit dir spreche'],
    'sudoku timezone': ['zeitzone', 'Die Zeitzone dieses Kanals: sein Tag und sein Tagesbeitrag'],
    'sudoku thread': ['thread', 'Ein Thread unter jedem Tagesbeitrag für die Ergebnisse'],
  },
  es: {
    sudoku: ['sudoku', 'Jugar al sudoku juntos: sudokus del día, jugadas, estadísticas'],
    hint: ['pista', 'Una pista: el siguiente paso, o cómo se deduce una casilla'],
    solve: ['resolver', 'Resolver una cuadrícula o foto; solo: revelar la partida'],
    p: ['p', 'Jugar: r3c5 7 · clear r3c5 · note r3c5 1 2'],
    schedule: ['programar', 'Publicar el sudoku del día aquí cada día'],
    unschedule: ['desprogramar', 'Detener la publicación diaria aquí'],
    'sudoku today': ['hoy', 'Jugar el sudoku de hoy aquí, juntos o por tu cuenta'],
    'sudoku daily': ['archivo', 'Jugar un sudoku del día pasado (sin rachas)'],
    'sudoku new': ['nuevo', 'Empezar un sudoku nuevo aquí'],
    'sudoku resume': ['reanudar', 'Recuperar la partida apartada'],
    'sudoku board': ['tablero', 'Mostrar el tablero actual'],
    'sudoku place': ['colocar', 'Colocar una cifra en una casilla'],
    'sudoku clear': ['borrar', 'Borrar tu cifra de una casilla'],
    'sudoku note': ['nota', 'Poner o quitar notas en una casilla'],
    'sudoku notes': ['notas', 'Anotar todos los candidatos (otra vez: borrarlos)'],
    'sudoku undo': ['deshacer', 'Deshacer tu última jugada'],
    'sudoku stats': ['estadisticas', 'Tus sudokus, racha y tiempos, o los de otro'],
    'sudoku leaderboard': ['clasificacion', 'Los mejores jugadores del servidor'],
    'sudoku share': ['compartir', 'Publicar tu resultado de hoy aquí (sin spoilers)'],
    'sudoku help': ['ayuda', 'Cómo jugar y qué hace cada comando'],
    'sudoku fix': ['corregir', 'Corregir una casilla leída de tu foto'],
    'sudoku theme': ['tema', 'Imágenes oscuras o claras (solo: la tuya)'],
    'sudoku language': ['idioma', 'El idioma en que te hablo'],
    'sudoku timezone': [
      'zonahoraria',
      'La zona horaria de este canal: su día y su publicación diaria',
    ],
    'sudoku thread': ['hilo', 'Un hilo bajo cada sudoku del día para los resultados'],
  },
  'pt-BR': {
    sudoku: ['sudoku', 'Jogar sudoku juntos: sudokus do dia, jogadas, estatísticas'],
    hint: ['dica', 'Uma dica: o próximo passo, ou como uma casa se deduz'],
    solve: ['resolver', 'Resolver uma grade ou foto; sozinho: revela o jogo aqui'],
    p: ['p', 'Jogar: r3c5 7 · clear r3c5 · note r3c5 1 2'],
    schedule: ['agendar', 'Postar o sudoku do dia aqui todo dia'],
    unschedule: ['desagendar', 'Parar o post diário aqui'],
    'sudoku today': ['hoje', 'Jogar o sudoku de hoje aqui, juntos ou sozinho'],
    'sudoku daily': ['arquivo', 'Jogar um sudoku do dia antigo (sem sequência)'],
    'sudoku new': ['novo', 'Começar um sudoku novo aqui'],
    'sudoku resume': ['retomar', 'Trazer de volta o jogo deixado de lado'],
    'sudoku board': ['tabuleiro', 'Mostrar o tabuleiro atual'],
    'sudoku place': ['colocar', 'Colocar um número numa casa'],
    'sudoku clear': ['apagar', 'Apagar seu número de uma casa'],
    'sudoku note': ['anotacao', 'Pôr ou tirar anotações numa casa'],
    'sudoku notes': ['anotacoes', 'Anotar todos os candidatos (de novo: apagar)'],
    'sudoku undo': ['desfazer', 'Desfazer sua última jogada'],
    'sudoku stats': ['estatisticas', 'Suas resoluções, sequência e tempos, ou de outro'],
    'sudoku leaderboard': ['ranking', 'Os melhores jogadores do servidor'],
    'sudoku share': ['compartilhar', 'Postar seu resultado de hoje aqui (sem spoilers)'],
    'sudoku help': ['ajuda', 'Como jogar e o que cada comando faz'],
    'sudoku fix': ['corrigir', 'Corrigir uma casa lida da sua foto'],
    'sudoku theme': ['tema', 'Imagens escuras ou claras (sozinho: a sua)'],
    'sudoku language': ['idioma', 'O idioma que uso com você'],
    'sudoku timezone': ['fusohorario', 'O fuso horário deste canal: seu dia e sua postagem diária'],
    'sudoku thread': ['topico', 'Um tópico sob cada postagem do dia para os resultados'],
  },
  ja: {
    sudoku: ['数独', 'みんなで数独：今日の問題、手、成績'],
    hint: ['ヒント', 'ヒント：次の一手、またはマスの決まり方'],
    solve: ['解く', '盤面や写真を解く。単独ではここのゲームの答えを公開'],
    p: ['p', '手を打つ：r3c5 7 · clear r3c5 · note r3c5 1 2'],
    schedule: ['毎日投稿', '今日の問題を毎日ここに投稿'],
    unschedule: ['投稿停止', 'ここへの毎日の投稿を止める'],
    'sudoku today': ['今日', '今日の問題をここで、みんなで、またはひとりで'],
    'sudoku daily': ['アーカイブ', '過去の今日の問題を遊ぶ（連続記録なし）'],
    'sudoku new': ['新規', '新しい問題をここで始める'],
    'sudoku resume': ['再開', '保留したゲームに戻る'],
    'sudoku board': ['盤面', '今の盤面を表示'],
    'sudoku place': ['置く', 'マスに数字を入れる'],
    'sudoku clear': ['消す', 'マスの自分の数字を消す'],
    'sudoku note': ['メモ', 'マスのメモを切り替える'],
    'sudoku notes': ['全メモ', 'すべての候補をメモ（もう一度で全消去）'],
    'sudoku undo': ['取り消し', '自分の最後の手を取り消す'],
    'sudoku stats': ['成績', 'あなたや他の人のクリア数、連続記録、タイム'],
    'sudoku leaderboard': ['ランキング', 'このサーバーの上位プレイヤー'],
    'sudoku share': ['シェア', '今日の結果をここに投稿（ネタバレなし）'],
    'sudoku help': ['ヘルプ', '遊び方と各コマンドの説明'],
    'sudoku fix': ['修正', '写真から読んだ盤面のマスを直す'],
    'sudoku theme': ['テーマ', '画像を暗く・明るく（単独：今の設定）'],
    'sudoku language': ['言語', 'あなたと話す言語'],
    'sudoku timezone': ['タイムゾーン', 'このチャンネルのタイムゾーン：一日とデイリー投稿'],
    'sudoku thread': ['スレッド', 'デイリー投稿ごとに結果用のスレッドを開く'],
  },
};

type Localised = {
  name_localizations?: Record<string, string>;
  description_localizations?: Record<string, string>;
};

function localisations(key: string): Localised {
  const names: Record<string, string> = {};
  const descriptions: Record<string, string> = {};
  for (const [locale, codes] of Object.entries(DISCORD_LOCALES)) {
    const words = WORDS[locale]?.[key];
    if (!words) continue;
    for (const code of codes) {
      names[code] = words[0];
      descriptions[code] = words[1];
    }
  }
  return Object.keys(names).length
    ? { name_localizations: names, description_localizations: descriptions }
    : {};
}

/** The commands with their names and descriptions in every shipped language. */
export function localiseCommands(
  commands: RESTPostAPIApplicationCommandsJSONBody[],
): RESTPostAPIApplicationCommandsJSONBody[] {
  return commands.map((command) => {
    // Message commands (Solve this Sudoku) have no description to localise; the Entry Point keeps its own.
    if (!('description' in command) || command.type === 4) return command;
    const options = command.options?.map((option) =>
      option.type === 1
        ? { ...option, ...localisations(`${command.name} ${option.name}`) }
        : option,
    );
    return {
      ...command,
      ...localisations(command.name),
      ...(options && { options }),
    } as RESTPostAPIApplicationCommandsJSONBody;
  });
}
