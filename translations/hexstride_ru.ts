<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>MainWindow</name>
    <message>
        <source>Hexstride</source>
        <translation>Hexstride</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Файл</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Открыть не&amp;давние</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Правка</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Инструменты</translation>
    </message>
    <message>
        <source>&amp;Map</source>
        <translation>&amp;Карта</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <source>Main Toolbar</source>
        <translation>Основная панель</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>Инструменты</translation>
    </message>
    <message>
        <source>&amp;New Map…</source>
        <translation>&amp;Новая карта…</translation>
    </message>
    <message>
        <source>Create a new map</source>
        <translation>Создать новую карту</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Открыть…</translation>
    </message>
    <message>
        <source>Open a map file</source>
        <translation>Открыть файл карты</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Сохранить</translation>
    </message>
    <message>
        <source>Save the map</source>
        <translation>Сохранить карту</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Сохранить &amp;как…</translation>
    </message>
    <message>
        <source>Save the map under a new name</source>
        <translation>Сохранить карту под новым именем</translation>
    </message>
    <message>
        <source>&amp;Import JOverseer Data…</source>
        <translation>&amp;Импорт данных JOverseer…</translation>
    </message>
    <message>
        <source>Create a map from JOverseer terrain and traffic files</source>
        <translation>Создать карту из файлов местности и сторон гексов JOverseer</translation>
    </message>
    <message>
        <source>&amp;Export Image…</source>
        <translation>&amp;Экспорт изображения…</translation>
    </message>
    <message>
        <source>Export the map as PNG, SVG or PDF</source>
        <translation>Экспортировать карту в PNG, SVG или PDF</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Печать…</translation>
    </message>
    <message>
        <source>Print the map</source>
        <translation>Напечатать карту</translation>
    </message>
    <message>
        <source>Print Pre&amp;view…</source>
        <translation>Пр&amp;едпросмотр печати…</translation>
    </message>
    <message>
        <source>Preview the printed map</source>
        <translation>Предварительный просмотр печати</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>В&amp;ыход</translation>
    </message>
    <message>
        <source>Quit Hexstride</source>
        <translation>Выйти из Hexstride</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Копировать</translation>
    </message>
    <message>
        <source>Copy the selected hexes</source>
        <translation>Копировать выделенные гексы</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>Вст&amp;авить</translation>
    </message>
    <message>
        <source>Paste copied hexes at the hex under the cursor</source>
        <translation>Вставить скопированные гексы в гекс под курсором</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Удалить</translation>
    </message>
    <message>
        <source>Clear features and elevation of the selected hexes</source>
        <translation>Убрать объекты и высоту в выделенных гексах</translation>
    </message>
    <message>
        <source>&amp;Fill Selection</source>
        <translation>&amp;Залить выделение</translation>
    </message>
    <message>
        <source>Paint the selected hexes with the current terrain</source>
        <translation>Закрасить выделенные гексы текущей местностью</translation>
    </message>
    <message>
        <source>Select &amp;All</source>
        <translation>Выделить &amp;всё</translation>
    </message>
    <message>
        <source>Select every hex</source>
        <translation>Выделить все гексы</translation>
    </message>
    <message>
        <source>Select &amp;None</source>
        <translation>Сн&amp;ять выделение</translation>
    </message>
    <message>
        <source>Clear the selection</source>
        <translation>Снять выделение</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>&amp;Увеличить</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>Увеличить масштаб</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>У&amp;меньшить</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Уменьшить масштаб</translation>
    </message>
    <message>
        <source>&amp;Fit Map</source>
        <translation>&amp;Вся карта</translation>
    </message>
    <message>
        <source>Show the whole map</source>
        <translation>Показать всю карту</translation>
    </message>
    <message>
        <source>&amp;Actual Size</source>
        <translation>&amp;Исходный размер</translation>
    </message>
    <message>
        <source>Zoom to 100 %</source>
        <translation>Масштаб 100 %</translation>
    </message>
    <message>
        <source>&amp;Resize Map…</source>
        <translation>&amp;Размер карты…</translation>
    </message>
    <message>
        <source>Change the number of columns and rows</source>
        <translation>Изменить число столбцов и строк</translation>
    </message>
    <message>
        <source>Map &amp;Properties…</source>
        <translation>&amp;Свойства карты…</translation>
    </message>
    <message>
        <source>Title, ruleset and hex labels of the map</source>
        <translation>Название, набор правил и нумерация гексов карты</translation>
    </message>
    <message>
        <source>&amp;Check Map</source>
        <translation>&amp;Проверить карту</translation>
    </message>
    <message>
        <source>List problems a referee would want to fix</source>
        <translation>Перечислить то, что ведущему стоит исправить</translation>
    </message>
    <message>
        <source>&amp;About Hexstride</source>
        <translation>&amp;О программе Hexstride</translation>
    </message>
    <message>
        <source>About Hexstride</source>
        <translation>О программе Hexstride</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>О &amp;библиотеке Qt</translation>
    </message>
    <message>
        <source>About Qt</source>
        <translation>О Qt</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Сочетания клавиш</translation>
    </message>
    <message>
        <source>Every key the window and its tools know</source>
        <translation>Все клавиши окна и его инструментов</translation>
    </message>
    <message>
        <source>&amp;Sides…</source>
        <translation>С&amp;тороны…</translation>
    </message>
    <message>
        <source>Which sides are friendly, tolerant or hostile to which</source>
        <translation>Какие стороны дружественны, терпимы или враждебны к каким</translation>
    </message>
    <message>
        <source>Hex &amp;Owner…</source>
        <translation>&amp;Владелец гекса…</translation>
    </message>
    <message>
        <source>Which side owns the population centre and fortification of the selected hexes</source>
        <translation>Какая сторона владеет населённым пунктом и укреплением выделенных гексов</translation>
    </message>
    <message>
        <source>Open Or&amp;ders…</source>
        <translation>Откры&amp;ть приказы…</translation>
    </message>
    <message>
        <source>Open a player's orders file and the map it was planned on, to plan each army</source>
        <translation>Открыть файл приказов игрока и карту, на которой они спланированы, чтобы спланировать каждую армию</translation>
    </message>
    <message>
        <source>E&amp;xport Orders…</source>
        <translation>Экспорт прика&amp;зов…</translation>
    </message>
    <message>
        <source>Write the orders of the player's armies to one orders file to send</source>
        <translation>Записать приказы армий игрока в один файл приказов для отправки</translation>
    </message>
</context>
<context>
    <name>NewMapDialog</name>
    <message>
        <source>New Map</source>
        <translation>Новая карта</translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation>&amp;Название:</translation>
    </message>
    <message>
        <source>Untitled map</source>
        <translation>Карта без названия</translation>
    </message>
    <message>
        <source>&amp;Size:</source>
        <translation>&amp;Размер:</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Столбцы</translation>
    </message>
    <message>
        <source>Rows</source>
        <translation>Строки</translation>
    </message>
    <message>
        <source>&amp;Orientation:</source>
        <translation>&amp;Ориентация:</translation>
    </message>
    <message>
        <source>Whether hexes have a corner or a flat side at the top</source>
        <translation>Угол или плоская сторона гекса вверху</translation>
    </message>
    <message>
        <source>Shifted &amp;rows or columns:</source>
        <translation>Сдвинутые &amp;строки или столбцы:</translation>
    </message>
    <message>
        <source>Which rows (pointy-top) or columns (flat-top) are shifted by half a hex</source>
        <translation>Какие строки (острый верх) или столбцы (плоский верх) сдвинуты на полгекса</translation>
    </message>
    <message>
        <source>Hex &amp;labels:</source>
        <translation>Н&amp;умерация гексов:</translation>
    </message>
    <message>
        <source>How hexes are named in the status bar and in orders</source>
        <translation>Как гексы обозначаются в строке состояния и в приказах</translation>
    </message>
    <message>
        <source>R&amp;uleset:</source>
        <translation>Набор &amp;правил:</translation>
    </message>
    <message>
        <source>The rules for movement and the terrain vocabulary</source>
        <translation>Правила движения и список местностей</translation>
    </message>
    <message>
        <source>&amp;Default terrain:</source>
        <translation>&amp;Местность по умолчанию:</translation>
    </message>
    <message>
        <source>The terrain every hex starts with</source>
        <translation>Местность, с которой начинается каждый гекс</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Folder</source>
        <comment>All other platforms</comment>
        <translation>Папка</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <comment>All other platforms</comment>
        <translation>Ярлык</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Диск</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Неизвестно</translation>
    </message>
</context>
<context>
    <name>hexstride::AllowanceDialog</name>
    <message>
        <source>&amp;Unlimited</source>
        <translation>Без о&amp;граничений</translation>
    </message>
    <message>
        <source>Add Allowance</source>
        <translation>Добавить запас ОД</translation>
    </message>
    <message>
        <source>Edit Allowance</source>
        <translation>Изменить запас ОД</translation>
    </message>
    <message>
        <source>Points added on every step that meets the condition below</source>
        <translation>Очки, прибавляемые на каждом шаге, который отвечает условию ниже</translation>
    </message>
    <message>
        <source>&amp;Points:</source>
        <translation>&amp;ОД:</translation>
    </message>
    <message>
        <source>&amp;Bonus:</source>
        <translation>&amp;Бонус:</translation>
    </message>
    <message>
        <source>Bonus on steps &amp;where:</source>
        <translation>Бонус на &amp;шагах, где:</translation>
    </message>
</context>
<context>
    <name>hexstride::BackgroundController</name>
    <message>
        <source>Show a scanned or drawn map under the hexes, to trace it</source>
        <translation>Показать под гексами отсканированную или нарисованную карту, чтобы обвести её</translation>
    </message>
    <message>
        <source>Show &amp;Background Image</source>
        <translation>Показывать &amp;фоновое изображение</translation>
    </message>
    <message>
        <source>Align the grid to the background image by clicking hexes on it</source>
        <translation>Выровнять сетку по фоновому изображению, щёлкая гексы на нём</translation>
    </message>
    <message>
        <source>Cannot Show Background Image</source>
        <translation>Не удаётся показать фоновое изображение</translation>
    </message>
    <message>
        <source>Set Background Image</source>
        <translation>Задать фоновое изображение</translation>
    </message>
    <message>
        <source>Remove Background Image</source>
        <translation>Убрать фоновое изображение</translation>
    </message>
    <message>
        <source>Change Background Opacity</source>
        <translation>Изменить непрозрачность фона</translation>
    </message>
    <message>
        <source>Show Background Image</source>
        <translation>Показать фоновое изображение</translation>
    </message>
    <message>
        <source>Hide Background Image</source>
        <translation>Скрыть фоновое изображение</translation>
    </message>
    <message numerus="yes">
        <source>Background image aligned on %n hex(es).</source>
        <translation>
            <numerusform>Фоновое изображение выровнено по %n гексу.</numerusform>
            <numerusform>Фоновое изображение выровнено по %n гексам.</numerusform>
            <numerusform>Фоновое изображение выровнено по %n гексам.</numerusform>
        </translation>
    </message>
    <message>
        <source>Background alignment ended.</source>
        <translation>Выравнивание фона закончено.</translation>
    </message>
    <message>
        <source>Align background, step 1 of 2: click the centre of a hex you can identify on the image.</source>
        <translation>Выравнивание фона, шаг 1 из 2: щёлкните центр гекса, который вы узнаёте на изображении.</translation>
    </message>
    <message>
        <source>Align background, step 2 of 2: click the centre of a second hex, far from the first.</source>
        <translation>Выравнивание фона, шаг 2 из 2: щёлкните центр второго гекса, подальше от первого.</translation>
    </message>
    <message>
        <source>Aligned on two hexes. Click a third hex, not in line with them, to correct skew; arrow keys nudge the image; Enter finishes.</source>
        <translation>Выровнено по двум гексам. Щёлкните третий гекс, не на одной линии с ними, чтобы исправить перекос; стрелки сдвигают изображение; Enter заканчивает.</translation>
    </message>
    <message>
        <source>Esc ends.</source>
        <translation>Esc — закончить.</translation>
    </message>
    <message>
        <source>Which Hex?</source>
        <translation>Какой это гекс?</translation>
    </message>
    <message>
        <source>The number of the hex whose centre you clicked on the image:</source>
        <translation>Номер гекса, центр которого вы щёлкнули на изображении:</translation>
    </message>
    <message>
        <source>"%1" is not a hex of this map.</source>
        <translation>«%1» — не гекс этой карты.</translation>
    </message>
    <message>
        <source>These hexes cannot place the image: pick one further away, not in line with the others.</source>
        <translation>По этим гексам изображение не разместить: выберите гекс подальше, не на одной линии с остальными.</translation>
    </message>
    <message>
        <source>Align Background Image</source>
        <translation>Выровнять фоновое изображение</translation>
    </message>
    <message>
        <source>Nudge Background Image</source>
        <translation>Сдвинуть фоновое изображение</translation>
    </message>
    <message>
        <source>Back&amp;ground Image…</source>
        <translation>&amp;Фоновое изображение…</translation>
    </message>
    <message>
        <source>Ali&amp;gn Background Image</source>
        <translation>Вы&amp;ровнять фоновое изображение</translation>
    </message>
</context>
<context>
    <name>hexstride::BackgroundDialog</name>
    <message>
        <source>Background Image</source>
        <translation>Фоновое изображение</translation>
    </message>
    <message>
        <source>A scanned or drawn map shown through the hexes, to trace it. Align the grid to it by clicking the centres of two hexes you know on the image.</source>
        <translation>Отсканированная или нарисованная карта, видная сквозь гексы, чтобы её обвести. Чтобы выровнять сетку по ней, щёлкните на изображении центры двух гексов, которые вы узнаёте.</translation>
    </message>
    <message>
        <source>no image</source>
        <translation>нет изображения</translation>
    </message>
    <message>
        <source>&amp;Choose…</source>
        <translation>&amp;Выбрать…</translation>
    </message>
    <message>
        <source>&amp;Image:</source>
        <translation>&amp;Изображение:</translation>
    </message>
    <message>
        <source>0 %: only the map shows; 100 %: only the image</source>
        <translation>0 %: видна только карта; 100 %: только изображение</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>&amp;Opacity:</source>
        <translation>&amp;Непрозрачность:</translation>
    </message>
    <message>
        <source>OK and &amp;Align Grid…</source>
        <translation>OK и в&amp;ыровнять сетку…</translation>
    </message>
    <message>
        <source>&amp;Remove Image</source>
        <translation>&amp;Убрать изображение</translation>
    </message>
    <message>
        <source>Choose Background Image</source>
        <translation>Выбор фонового изображения</translation>
    </message>
    <message>
        <source>Images (*.png *.jpg *.jpeg)</source>
        <translation>Изображения (*.png *.jpg *.jpeg)</translation>
    </message>
</context>
<context>
    <name>hexstride::CampaignDock</name>
    <message>
        <source>Cannot Open Campaign</source>
        <translation>Не удаётся открыть кампанию</translation>
    </message>
    <message>
        <source>No campaign open: File ▸ Open Campaign…</source>
        <translation>Кампания не открыта: Файл ▸ Открыть кампанию…</translation>
    </message>
    <message>
        <source>Turn %1. Units move %2.</source>
        <translation>Ход %1. Отряды движутся %2.</translation>
    </message>
    <message>
        <source>Orders taken in for this turn</source>
        <translation>Приказы на этот ход приняты</translation>
    </message>
    <message>
        <source>No orders yet</source>
        <translation>Приказов ещё нет</translation>
    </message>
    <message numerus="yes">
        <source>Orders received from %1 of %n player(s).</source>
        <translation>
            <numerusform>Приказы получены от %1 из %n игрока.</numerusform>
            <numerusform>Приказы получены от %1 из %n игроков.</numerusform>
            <numerusform>Приказы получены от %1 из %n игроков.</numerusform>
        </translation>
    </message>
    <message>
        <source>Open a campaign first (File ▸ Open Campaign…).</source>
        <translation>Сначала откройте кампанию (Файл ▸ Открыть кампанию…).</translation>
    </message>
    <message>
        <source>No orders yet from %1: take in their files, or tick "Allow missing orders" (their armies stand).</source>
        <translation>Ещё нет приказов от: %1. Примите их файлы или отметьте «Допустить отсутствие приказов» (их армии останутся на месте).</translation>
    </message>
    <message>
        <source>Resolve turn %1: write every player's report and make turn %2.</source>
        <translation>Провести ход %1: написать отчёт каждому игроку и подготовить ход %2.</translation>
    </message>
    <message>
        <source>✘ %1 was not taken in:</source>
        <translation>✘ Файл %1 не принят:</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>Seed "%1": expected a whole number from 0 to 4294967295</source>
        <translation>Сид «%1»: ожидается целое число от 0 до 4294967295</translation>
    </message>
    <message>
        <source>Turn %1 was not resolved:</source>
        <translation>Ход %1 не проведён:</translation>
    </message>
    <message>
        <source>Take In Orders</source>
        <translation>Принять приказы</translation>
    </message>
    <message>
        <source>Orders files (*.txt);;All files (*)</source>
        <translation>Файлы приказов (*.txt);;Все файлы (*)</translation>
    </message>
    <message>
        <source>Load Decisions</source>
        <translation>Загрузить решения</translation>
    </message>
    <message>
        <source>Decisions files (*.json *.txt);;All files (*)</source>
        <translation>Файлы решений (*.json *.txt);;Все файлы (*)</translation>
    </message>
    <message>
        <source>Campaign</source>
        <translation>Кампания</translation>
    </message>
    <message>
        <source>Orders</source>
        <translation>Приказы</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Сторона</translation>
    </message>
    <message>
        <source>Armies</source>
        <translation>Армии</translation>
    </message>
    <message>
        <source>Take In Orders…</source>
        <translation>Принять приказы…</translation>
    </message>
    <message>
        <source>Check players' orders files against the campaign and take in the good ones (or drop the files on this panel)</source>
        <translation>Проверить файлы приказов игроков по кампании и принять верные (или перетащите файлы на эту панель)</translation>
    </message>
    <message>
        <source>Open Turn Map</source>
        <translation>Открыть карту хода</translation>
    </message>
    <message>
        <source>Open the map at the start of this turn in the editor</source>
        <translation>Открыть в редакторе карту на начало этого хода</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Сид:</translation>
    </message>
    <message>
        <source>The dice of this turn; empty: the campaign's seed plus the turn</source>
        <translation>Сид для бросков этого хода; пусто — сид кампании плюс номер хода</translation>
    </message>
    <message>
        <source>Allow missing orders</source>
        <translation>Допустить отсутствие приказов</translation>
    </message>
    <message>
        <source>Resolve although a player sent no orders: that player's armies stand</source>
        <translation>Провести ход, даже если игрок не прислал приказов: его армии останутся на месте</translation>
    </message>
    <message>
        <source>Load Decisions…</source>
        <translation>Загрузить решения…</translation>
    </message>
    <message>
        <source>The referee's decisions for this turn: a rolls file, as decisions.json is written</source>
        <translation>Решения ведущего на этот ход: файл бросков в том же виде, что decisions.json</translation>
    </message>
    <message>
        <source>Resolve without the decisions file</source>
        <translation>Провести ход без файла решений</translation>
    </message>
    <message>
        <source>Resolve Turn</source>
        <translation>Провести ход</translation>
    </message>
    <message>
        <source>Drop the players' orders files here, or use Take In Orders…</source>
        <translation>Перетащите сюда файлы приказов игроков или нажмите «Принять приказы…»</translation>
    </message>
    <message>
        <source>Show Turn Folder</source>
        <translation>Показать папку хода</translation>
    </message>
    <message>
        <source>The resolved turn's folder: reports, battles and decisions</source>
        <translation>Папка проведённого хода: отчёты, сражения и решения</translation>
    </message>
    <message>
        <source>Resolve the turn</source>
        <translation>Проведение хода</translation>
    </message>
    <message>
        <source>%1/%2</source>
        <translation>%1/%2</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n army(ies) with orders</source>
        <translation>
            <numerusform>С приказами %1 из %n армии</numerusform>
            <numerusform>С приказами %1 из %n армий</numerusform>
            <numerusform>С приказами %1 из %n армий</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n army(ies)</source>
        <translation>
            <numerusform>%n армия</numerusform>
            <numerusform>%n армии</numerusform>
            <numerusform>%n армий</numerusform>
        </translation>
    </message>
    <message>
        <source>Resolve Without Orders</source>
        <translation>Провести ход без приказов</translation>
    </message>
    <message>
        <source>No player has sent orders for turn %1: every army will stand. Resolve the turn all the same?</source>
        <translation>Ни один игрок не прислал приказов на ход %1: все армии останутся на месте. Всё равно провести ход?</translation>
    </message>
    <message>
        <source>No file manager could be started: the turn's reports are in %1</source>
        <translation>Не удалось запустить файловый менеджер: отчёты хода лежат в %1</translation>
    </message>
    <message>
        <source>%1 (the campaign's seed %2 + turn %3)</source>
        <translation>%1 (сид кампании %2 + ход %3)</translation>
    </message>
    <message>
        <source>%1 now holds another campaign, "%2", at turn %3: look at its players before resolving it</source>
        <translation>%1 теперь содержит другую кампанию, «%2», ход %3: просмотрите её игроков, прежде чем проводить ход</translation>
    </message>
    <message>
        <source>The campaign is at turn %1 now (its folder was changed on disk): look at its players before resolving it</source>
        <translation>Кампания теперь на ходу %1 (её папка изменилась на диске): просмотрите её игроков, прежде чем проводить ход</translation>
    </message>
</context>
<context>
    <name>hexstride::CampaignLock</name>
    <message>
        <source>%1: another command is changing this campaign (process %2): try again when it has ended</source>
        <translation>%1: кампанию сейчас изменяет другая команда (процесс %2): повторите, когда она завершится</translation>
    </message>
    <message>
        <source>%1: cannot hold the campaign while changing it (%2 cannot be written)</source>
        <translation>%1: не удаётся закрепить кампанию на время изменения (не записывается %2)</translation>
    </message>
    <message>
        <source>%1: is a symbolic link, not the campaign's lock file: remove it</source>
        <translation>%1: символическая ссылка, а не файл блокировки кампании: удалите её</translation>
    </message>
    <message>
        <source>%1 Remove it: the campaign's lock file goes there</source>
        <translation>%1 Удалите это: здесь должен лежать файл блокировки кампании</translation>
    </message>
    <message>
        <source>%1: names no process (a command stopped while it took the campaign): if no other command is changing the campaign, remove it</source>
        <translation>%1: в файле не назван процесс (команда прервалась, когда занимала кампанию): если кампанию сейчас не изменяет другая команда, удалите этот файл</translation>
    </message>
</context>
<context>
    <name>hexstride::ChanceWarningDialog</name>
    <message>
        <source>Add Chance</source>
        <translation>Добавить случайность</translation>
    </message>
    <message>
        <source>Edit Chance</source>
        <translation>Изменить случайность</translation>
    </message>
</context>
<context>
    <name>hexstride::ChangeEdgeFeaturesCommand</name>
    <message>
        <source>Change Edge Features</source>
        <translation>Изменение объектов на сторонах гексов</translation>
    </message>
    <message numerus="yes">
        <source>Draw %1 (%n side(s))</source>
        <translation>
            <numerusform>%1: нарисовано (%n сторона гекса)</numerusform>
            <numerusform>%1: нарисовано (%n стороны гексов)</numerusform>
            <numerusform>%1: нарисовано (%n сторон гексов)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Remove %1 (%n side(s))</source>
        <translation>
            <numerusform>%1: убрано (%n сторона гекса)</numerusform>
            <numerusform>%1: убрано (%n стороны гексов)</numerusform>
            <numerusform>%1: убрано (%n сторон гексов)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Erase Sides (%n side(s))</source>
        <translation>
            <numerusform>Стирание: %n сторона гекса</numerusform>
            <numerusform>Стирание: %n стороны гексов</numerusform>
            <numerusform>Стирание: %n сторон гексов</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hexstride::ChangeElevationCommand</name>
    <message>
        <source>Change Elevation</source>
        <translation>Изменение высоты</translation>
    </message>
</context>
<context>
    <name>hexstride::ChangeHexFeaturesCommand</name>
    <message>
        <source>Change Hex Features</source>
        <translation>Изменение объектов в гексах</translation>
    </message>
</context>
<context>
    <name>hexstride::ChangeLabelsCommand</name>
    <message>
        <source>Change Labels</source>
        <translation>Изменение надписей</translation>
    </message>
</context>
<context>
    <name>hexstride::ChangeMapPropertiesCommand</name>
    <message>
        <source>Change Map Properties</source>
        <translation>Изменение свойств карты</translation>
    </message>
</context>
<context>
    <name>hexstride::ChangePlansCommand</name>
    <message>
        <source>Change Plans</source>
        <translation>Изменение планов</translation>
    </message>
</context>
<context>
    <name>hexstride::ChangeSidesCommand</name>
    <message>
        <source>Change Sides</source>
        <translation>Изменить отношения сторон</translation>
    </message>
    <message>
        <source>Set Hex Owner</source>
        <translation>Назначить владельца гекса</translation>
    </message>
</context>
<context>
    <name>hexstride::ChangeUnitsCommand</name>
    <message>
        <source>Change Units</source>
        <translation>Изменение отрядов</translation>
    </message>
</context>
<context>
    <name>hexstride::ChecksPage</name>
    <message>
        <source>No warnings: the tables are consistent.</source>
        <translation>Предупреждений нет: таблицы согласованы.</translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s). Double-click one to show the value.</source>
        <translation>
            <numerusform>%n предупреждение. Дважды щёлкните, чтобы показать значение.</numerusform>
            <numerusform>%n предупреждения. Дважды щёлкните, чтобы показать значение.</numerusform>
            <numerusform>%n предупреждений. Дважды щёлкните, чтобы показать значение.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Check Again</source>
        <translation>Проверить &amp;снова</translation>
    </message>
    <message>
        <source>The search for terrains no unit enters and values nothing selects was cut after %1 of %2 unit profiles (next: %3), so such warnings are not given.</source>
        <translation>Поиск местностей, куда не входит ни один отряд, и значений, которые ничто не выбирает, прерван: проверено профилей отрядов — %1 из %2 (следующий: %3), поэтому такие предупреждения не выдаются.</translation>
    </message>
    <message numerus="yes">
        <source>%n unit profile(s) searched.</source>
        <translation>
            <numerusform>Проверен %n профиль отряда.</numerusform>
            <numerusform>Проверено %n профиля отрядов.</numerusform>
            <numerusform>Проверено %n профилей отрядов.</numerusform>
        </translation>
    </message>
    <message>
        <source>Look for roads dearer than no road, crossings cheaper than open ground, unfed cheaper than fed, terrains no unit can enter, units that cannot move, values no map can reach and entries an earlier entry of their list hides</source>
        <translation>Искать дороги дороже бездорожья, переправы дешевле открытой местности, голодных дешевле сытых, местность, куда не войти никому, отряды, которые не могут двигаться, значения, недостижимые ни на одной карте, и записи, которые заслоняет более ранняя запись того же списка</translation>
    </message>
</context>
<context>
    <name>hexstride::CompactTrace</name>
    <message>
        <source>%1: %2, %3 → %4</source>
        <translation>%1: %2, %3 → %4</translation>
    </message>
    <message>
        <source>%1 %2 → %3</source>
        <translation>%1 %2 → %3</translation>
    </message>
    <message>
        <source>rounded → %1</source>
        <translation>округлено → %1</translation>
    </message>
    <message>
        <source>at least %1</source>
        <translation>не меньше %1</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>%1: %2 (otherwise not allowed)</source>
        <translation>%1: %2 (иначе нельзя)</translation>
    </message>
</context>
<context>
    <name>hexstride::ComparePage</name>
    <message>
        <source>Compare with Ruleset</source>
        <translation>Сравнить с набором правил</translation>
    </message>
    <message>
        <source>Rulesets (*.json)</source>
        <translation>Наборы правил (*.json)</translation>
    </message>
    <message>
        <source>File…</source>
        <translation>Файл…</translation>
    </message>
    <message numerus="yes">
        <source>%n difference(s)</source>
        <translation>
            <numerusform>%n различие</numerusform>
            <numerusform>%n различия</numerusform>
            <numerusform>%n различий</numerusform>
        </translation>
    </message>
    <message>
        <source>Compare the cost tables with another ruleset</source>
        <translation>Сравнить таблицы стоимости с другим набором правил</translation>
    </message>
    <message>
        <source>Compare two unit profiles (cost of entering each terrain)</source>
        <translation>Сравнить два профиля отряда (стоимость входа в каждую местность)</translation>
    </message>
    <message>
        <source>With:</source>
        <translation>Сравнить с:</translation>
    </message>
    <message>
        <source>Table:</source>
        <translation>Таблица:</translation>
    </message>
</context>
<context>
    <name>hexstride::ComparisonModel</name>
    <message>
        <source>No feature</source>
        <translation>Без объекта</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(нет)</translation>
    </message>
</context>
<context>
    <name>hexstride::ConditionDialog</name>
    <message>
        <source>&amp;Add Condition</source>
        <translation>&amp;Добавить условие</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Удалить</translation>
    </message>
    <message>
        <source>Edit Condition</source>
        <translation>Изменить условие</translation>
    </message>
    <message>
        <source>all of these</source>
        <translation>все эти</translation>
    </message>
    <message>
        <source>any of these</source>
        <translation>любое из этих</translation>
    </message>
    <message>
        <source>not this</source>
        <translation>не это</translation>
    </message>
    <message>
        <source>enters terrain</source>
        <translation>входит в местность</translation>
    </message>
    <message>
        <source>leaves terrain</source>
        <translation>выходит из местности</translation>
    </message>
    <message>
        <source>hex entered has</source>
        <translation>в гексе входа есть</translation>
    </message>
    <message>
        <source>hex left has</source>
        <translation>в гексе выхода есть</translation>
    </message>
    <message>
        <source>hex-side crossed has</source>
        <translation>на пересекаемой стороне гекса есть</translation>
    </message>
    <message>
        <source>unit option is</source>
        <translation>параметр отряда равен</translation>
    </message>
    <message>
        <source>climbs at least</source>
        <translation>подъём не меньше</translation>
    </message>
    <message>
        <source>descends at least</source>
        <translation>спуск не меньше</translation>
    </message>
    <message>
        <source>named condition</source>
        <translation>именованное условие</translation>
    </message>
    <message>
        <source>hex entered holds</source>
        <translation>в гексе входа стоит</translation>
    </message>
    <message>
        <source>a hex next to the one entered holds</source>
        <translation>в гексе рядом с гексом входа стоит</translation>
    </message>
    <message>
        <source>a hex next to the one left holds</source>
        <translation>в гексе рядом с гексом выхода стоит</translation>
    </message>
    <message>
        <source>an enemy unit</source>
        <translation>отряд противника</translation>
    </message>
    <message>
        <source>a friendly unit</source>
        <translation>свой отряд</translation>
    </message>
    <message>
        <source>any unit</source>
        <translation>любой отряд</translation>
    </message>
    <message>
        <source>a friendly unit that stays put</source>
        <translation>свой отряд, который стоит на месте</translation>
    </message>
    <message>
        <source>a friendly unit that moves</source>
        <translation>свой отряд, который движется</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation>&amp;Вид:</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Имя:</translation>
    </message>
    <message>
        <source>Reads:</source>
        <translation>Читается так:</translation>
    </message>
    <message>
        <source>"Not this" takes exactly one condition.</source>
        <translation>«Не это» принимает ровно одно условие.</translation>
    </message>
    <message>
        <source>Tick at least one terrain or feature.</source>
        <translation>Отметьте хотя бы одну местность или объект.</translation>
    </message>
    <message>
        <source>Choose a unit option and tick at least one of its values.</source>
        <translation>Выберите параметр отряда и отметьте хотя бы одно его значение.</translation>
    </message>
    <message>
        <source>Choose a named condition.</source>
        <translation>Выберите именованное условие.</translation>
    </message>
    <message>
        <source>Give the condition a name.</source>
        <translation>Дайте условию имя.</translation>
    </message>
    <message numerus="yes">
        <source> level(s)</source>
        <comment>spin box unit after the number</comment>
        <translation>
            <numerusform> уровень</numerusform>
            <numerusform> уровня</numerusform>
            <numerusform> уровней</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hexstride::ConditionField</name>
    <message>
        <source>Edit…</source>
        <translation>Изменить…</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Очистить</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(нет)</translation>
    </message>
</context>
<context>
    <name>hexstride::ConditionText</name>
    <message>
        <source>%1 or %2</source>
        <translation>%1 или %2</translation>
    </message>
    <message>
        <source>an enemy unit</source>
        <translation>отряд противника</translation>
    </message>
    <message>
        <source>a friendly unit</source>
        <translation>свой отряд</translation>
    </message>
    <message>
        <source>a friendly unit that stays put</source>
        <translation>свой отряд, который стоит на месте</translation>
    </message>
    <message>
        <source>a friendly unit that moves</source>
        <translation>свой отряд, который движется</translation>
    </message>
    <message>
        <source>a unit</source>
        <translation>отряд</translation>
    </message>
    <message>
        <source>%1 is %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>always</source>
        <translation>всегда</translation>
    </message>
    <message>
        <source>never</source>
        <translation>никогда</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 и %2</translation>
    </message>
    <message>
        <source>not crossing %1</source>
        <translation>не через сторону: %1</translation>
    </message>
    <message>
        <source>the hex entered has no %1</source>
        <translation>в гексе входа нет: %1</translation>
    </message>
    <message>
        <source>the hex left has no %1</source>
        <translation>в гексе выхода нет: %1</translation>
    </message>
    <message>
        <source>not entering %1</source>
        <translation>вход не в гекс: %1</translation>
    </message>
    <message>
        <source>not leaving %1</source>
        <translation>выход не из гекса: %1</translation>
    </message>
    <message>
        <source>not (%1)</source>
        <translation>не (%1)</translation>
    </message>
    <message>
        <source>entering %1</source>
        <translation>вход в гекс: %1</translation>
    </message>
    <message>
        <source>leaving %1</source>
        <translation>выход из гекса: %1</translation>
    </message>
    <message>
        <source>the hex entered has %1</source>
        <translation>в гексе входа есть: %1</translation>
    </message>
    <message>
        <source>the hex left has %1</source>
        <translation>в гексе выхода есть: %1</translation>
    </message>
    <message>
        <source>crossing %1</source>
        <translation>через сторону: %1</translation>
    </message>
    <message numerus="yes">
        <source>climbing %n level(s) or more</source>
        <translation>
            <numerusform>подъём на %n уровень или больше</numerusform>
            <numerusform>подъём на %n уровня или больше</numerusform>
            <numerusform>подъём на %n уровней или больше</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>descending %n level(s) or more</source>
        <translation>
            <numerusform>спуск на %n уровень или больше</numerusform>
            <numerusform>спуск на %n уровня или больше</numerusform>
            <numerusform>спуск на %n уровней или больше</numerusform>
        </translation>
    </message>
    <message>
        <source>the hex entered holds %1</source>
        <translation>в гексе входа: %1</translation>
    </message>
    <message>
        <source>a hex next to the one entered holds %1</source>
        <translation>рядом с гексом входа: %1</translation>
    </message>
    <message>
        <source>a hex next to the one left holds %1</source>
        <translation>рядом с гексом выхода: %1</translation>
    </message>
</context>
<context>
    <name>hexstride::ConstraintDialog</name>
    <message>
        <source>Add Constraint</source>
        <translation>Добавить ограничение</translation>
    </message>
    <message>
        <source>Edit Constraint</source>
        <translation>Изменить ограничение</translation>
    </message>
    <message>
        <source>These values may not go together</source>
        <translation>Эти значения несовместимы</translation>
    </message>
    <message>
        <source>These values bring others with them</source>
        <translation>Эти значения влекут за собой другие</translation>
    </message>
    <message>
        <source>They bring:</source>
        <translation>Влекут:</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation>&amp;Вид:</translation>
    </message>
    <message>
        <source>Values:</source>
        <translation>Значения:</translation>
    </message>
    <message>
        <source>&amp;English message:</source>
        <translation>Сообщение по-&amp;английски:</translation>
    </message>
    <message>
        <source>&amp;Russian message:</source>
        <translation>Сообщение по-&amp;русски:</translation>
    </message>
    <message>
        <source>The ruleset has no unit options yet.</source>
        <translation>В наборе правил пока нет параметров отрядов.</translation>
    </message>
    <message>
        <source>Say in a message why a profile is refused.</source>
        <translation>Напишите в сообщении, почему такой профиль недопустим.</translation>
    </message>
    <message>
        <source>&amp;General condition (any of, not, groups)</source>
        <translation>&amp;Общее условие (любое из, не, группы)</translation>
    </message>
</context>
<context>
    <name>hexstride::ContestGroup</name>
    <message>
        <source>Contested hexes</source>
        <translation>Спорные гексы</translation>
    </message>
    <message>
        <source>Decided by, in order:</source>
        <translation>Решают по порядку:</translation>
    </message>
    <message>
        <source>Source:</source>
        <translation>Источник:</translation>
    </message>
    <message>
        <source>Units that would enter one hex at once contest it</source>
        <translation>Отряды, входящие в один гекс одновременно, спорят за него</translation>
    </message>
    <message>
        <source>Dice decide what the criteria leave equal</source>
        <translation>При равенстве по всем признакам решает жребий</translation>
    </message>
    <message>
        <source>A winner that moves on frees the hex for the next in line</source>
        <translation>Победитель, идущий дальше, освобождает гекс для следующего</translation>
    </message>
    <message>
        <source>Compares</source>
        <translation>Сравнивается</translation>
    </message>
    <message>
        <source>Wins with</source>
        <translation>Побеждает тот, у кого</translation>
    </message>
    <message>
        <source>In English</source>
        <translation>По-английски</translation>
    </message>
    <message>
        <source>In Russian</source>
        <translation>По-русски</translation>
    </message>
    <message>
        <source>&amp;Add Criterion</source>
        <translation>&amp;Добавить признак</translation>
    </message>
    <message>
        <source>Move &amp;Up</source>
        <translation>&amp;Выше</translation>
    </message>
    <message>
        <source>Move &amp;Down</source>
        <translation>Ни&amp;же</translation>
    </message>
    <message>
        <source>Remo&amp;ve</source>
        <translation>&amp;Убрать</translation>
    </message>
    <message>
        <source>troop figures</source>
        <translation>фигуры войск</translation>
    </message>
    <message>
        <source>movement points left</source>
        <translation>оставшиеся ОД</translation>
    </message>
    <message>
        <source>daily movement points</source>
        <translation>дневные ОД</translation>
    </message>
    <message>
        <source>fewer</source>
        <translation>меньше</translation>
    </message>
    <message>
        <source>more</source>
        <translation>больше</translation>
    </message>
    <message>
        <source>Change contested hexes</source>
        <translation>Изменить спорные гексы</translation>
    </message>
</context>
<context>
    <name>hexstride::ContestedHexes</name>
    <message>
        <source>%1 moves in: %2</source>
        <translation>%1 входит: %2</translation>
    </message>
    <message>
        <source>%1 moves in</source>
        <translation>%1 входит</translation>
    </message>
    <message>
        <source>Turn %1</source>
        <translation>Ход %1</translation>
    </message>
    <message>
        <source>a tie: roll dice (%1)</source>
        <translation>ничья: бросайте кости (%1)</translation>
    </message>
    <message>
        <source>%1 moves on, then %2</source>
        <translation>%1 идёт дальше, затем %2</translation>
    </message>
    <message>
        <source>%1 moves on</source>
        <translation>%1 идёт дальше</translation>
    </message>
    <message>
        <source>%1 stops in %2</source>
        <translation>%1 останавливается в %2</translation>
    </message>
    <message>
        <source>Who moves into %1 first: %2?</source>
        <translation>Кто первым входит в %1: %2?</translation>
    </message>
    <message>
        <source>dice (the referee's decision)</source>
        <translation>жребий (решение ведущего)</translation>
    </message>
    <message>
        <source>%1 holds %2 at the end of the period; %3 stops in %4</source>
        <translation>%1 занимает %2 в конце периода; %3 останавливается в %4</translation>
    </message>
    <message>
        <source>%1 holds the hex</source>
        <translation>гекс занят: %1</translation>
    </message>
    <message>
        <source>%1 does not leave %2 in time; %3 stops in %4</source>
        <translation>%1 не успевает покинуть %2; %3 останавливается в %4</translation>
    </message>
    <message>
        <source>contested hex: dice not rolled yet</source>
        <translation>спорный гекс: кости ещё не брошены</translation>
    </message>
    <message>
        <source>the contested hex went to another force by the dice</source>
        <translation>спорный гекс по жребию достался другому войску</translation>
    </message>
    <message>
        <source>the contested hex went to the force with %1</source>
        <translation>спорный гекс достался войску, у которого %1</translation>
    </message>
    <message>
        <source>dice (drawn with the turn's seed)</source>
        <translation>жребий (по сиду хода)</translation>
    </message>
</context>
<context>
    <name>hexstride::CostAxisDialog</name>
    <message>
        <source>Add Row</source>
        <translation>Добавить строку</translation>
    </message>
    <message>
        <source>Edit Row</source>
        <translation>Изменить строку</translation>
    </message>
    <message>
        <source>Add Column</source>
        <translation>Добавить столбец</translation>
    </message>
    <message>
        <source>Edit Column</source>
        <translation>Изменить столбец</translation>
    </message>
</context>
<context>
    <name>hexstride::CostCellDelegate</name>
    <message>
        <source>Type a number of movement points, or choose "%1"</source>
        <translation>Введите число ОД или выберите «%1»</translation>
    </message>
</context>
<context>
    <name>hexstride::CostTableCsv</name>
    <message>
        <source>line %1, column %2</source>
        <translation>строка %1, столбец %2</translation>
    </message>
    <message>
        <source>%1: the assumed mark "*" cannot be taken off: the whole table is assumed and no rule item gives this value</source>
        <translation>%1: отметку допущения «*» нельзя снять: вся таблица — допущение, и ни один пункт правил не даёт это значение</translation>
    </message>
    <message>
        <source>%1: no column "%2" in the table "%3"</source>
        <translation>%1: в таблице «%3» нет столбца «%2»</translation>
    </message>
    <message>
        <source>%1: the column "%2" is named twice</source>
        <translation>%1: столбец «%2» назван дважды</translation>
    </message>
    <message>
        <source>%1: no row "%2" in the table "%3"</source>
        <translation>%1: в таблице «%3» нет строки «%2»</translation>
    </message>
    <message>
        <source>%1: the row "%2" is named twice</source>
        <translation>%1: строка «%2» названа дважды</translation>
    </message>
    <message>
        <source>%1: a cell beyond the last named column</source>
        <translation>%1: ячейка за последним названным столбцом</translation>
    </message>
    <message>
        <source>line %1: %2 cells, the header names %3 columns</source>
        <translation>строка %1: ячеек %2, а в заголовке названо столбцов %3</translation>
    </message>
    <message>
        <source>the cell is empty: give a number of MP or "%1"</source>
        <translation>ячейка пуста: укажите число ОД или «%1»</translation>
    </message>
    <message>
        <source>"%1" is not a number of MP nor "%2"</source>
        <translation>«%1» — не число ОД и не «%2»</translation>
    </message>
    <message>
        <source>%1 is below zero: a cost is 0 MP or more</source>
        <translation>%1 меньше нуля: стоимость — 0 ОД или больше</translation>
    </message>
    <message>
        <source>line 1: no header naming the table's columns</source>
        <translation>строка 1: нет заголовка, называющего столбцы таблицы</translation>
    </message>
    <message>
        <source>%1: the block goes past the table's edge</source>
        <translation>%1: блок выходит за край таблицы</translation>
    </message>
    <message>
        <source>%1 is more than the largest cost, %2 MP</source>
        <translation>%1 больше наибольшей стоимости — %2 ОД</translation>
    </message>
    <message>
        <source>"%1" is not a number of MP: in a file separated by commas, write a decimal point (%2)</source>
        <translation>«%1» — не число ОД: в файле, где разделитель — запятая, пишите десятичную точку (%2)</translation>
    </message>
    <message>
        <source>%1 is between 0 and the smallest cost, %2 MP: write 0 or at least %2</source>
        <translation>%1 — между 0 и наименьшей стоимостью, %2 ОД: напишите 0 или не меньше %2</translation>
    </message>
    <message>
        <source>%1: "%2" matches two columns, "%3" and "%4": name the column by its id</source>
        <translation>%1: «%2» подходит к двум столбцам, «%3» и «%4»: укажите столбец по его коду</translation>
    </message>
    <message>
        <source>%1: "%2" matches two rows, "%3" and "%4": name the row by its id</source>
        <translation>%1: «%2» подходит к двум строкам, «%3» и «%4»: укажите строку по её коду</translation>
    </message>
</context>
<context>
    <name>hexstride::CostTableDesigner</name>
    <message>
        <source>Use Ruleset File with Map</source>
        <translation>Файл набора правил для карты</translation>
    </message>
    <message>
        <source>Rulesets (*.json)</source>
        <translation>Наборы правил (*.json)</translation>
    </message>
    <message>
        <source>Cost Table Designer — %1</source>
        <translation>Редактор таблиц стоимости — %1</translation>
    </message>
    <message>
        <source>Cost Table Designer</source>
        <translation>Редактор таблиц стоимости</translation>
    </message>
    <message>
        <source>Designer</source>
        <translation>Редактор</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Повторить</translation>
    </message>
    <message>
        <source>&amp;Open Ruleset…</source>
        <translation>&amp;Открыть набор правил…</translation>
    </message>
    <message>
        <source>Use a ruleset file for the open map</source>
        <translation>Использовать файл набора правил для открытой карты</translation>
    </message>
    <message>
        <source>&amp;Save Ruleset As…</source>
        <translation>&amp;Сохранить набор правил как…</translation>
    </message>
    <message>
        <source>Export Table as &amp;CSV…</source>
        <translation>&amp;Экспорт таблицы в CSV…</translation>
    </message>
    <message>
        <source>Export Table for a &amp;Booklet…</source>
        <translation>Экспорт таблицы для &amp;буклета…</translation>
    </message>
    <message>
        <source>The current cost table as HTML or PDF, laid out for a rules booklet</source>
        <translation>Текущая таблица стоимости в HTML или PDF, свёрстанная для буклета правил</translation>
    </message>
    <message>
        <source>&amp;Embed in Map</source>
        <translation>&amp;Встроить в карту</translation>
    </message>
    <message>
        <source>Save this ruleset, with its edits, inside the map file</source>
        <translation>Сохранять этот набор правил с правками внутри файла карты</translation>
    </message>
    <message>
        <source>Use Ruleset &amp;File with Map…</source>
        <translation>&amp;Файл набора правил для карты…</translation>
    </message>
    <message>
        <source>Load a ruleset file and let the map file refer to it by path</source>
        <translation>Загрузить файл набора правил и сослаться на него из файла карты по пути</translation>
    </message>
    <message>
        <source>Use &amp;Bundled Ruleset</source>
        <translation>&amp;Стандартный набор правил</translation>
    </message>
    <message>
        <source>Forget the map's own ruleset: use the bundled one of its id</source>
        <translation>Забыть собственный набор правил карты: взять стандартный с тем же кодом</translation>
    </message>
    <message>
        <source>Cost Tables</source>
        <translation>Таблицы</translation>
    </message>
    <message>
        <source>Allowances</source>
        <translation>Запасы ОД</translation>
    </message>
    <message>
        <source>Modifiers</source>
        <translation>Модификаторы</translation>
    </message>
    <message>
        <source>Terrains</source>
        <translation>Местности</translation>
    </message>
    <message>
        <source>Hex Features</source>
        <translation>Объекты в гексах</translation>
    </message>
    <message>
        <source>Edge Features</source>
        <translation>Объекты на сторонах гексов</translation>
    </message>
    <message>
        <source>Checks</source>
        <translation>Проверки</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Сравнение</translation>
    </message>
    <message>
        <source>Heat Map</source>
        <translation>Тепловая карта</translation>
    </message>
    <message>
        <source>Refused: %1</source>
        <translation>Отклонено: %1</translation>
    </message>
    <message>
        <source>No map is open.</source>
        <translation>Карта не открыта.</translation>
    </message>
    <message>
        <source>Load ruleset %1</source>
        <translation>Загрузка набора правил %1</translation>
    </message>
    <message>
        <source>No ruleset to save.</source>
        <translation>Нет набора правил для сохранения.</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Сохранено: %1</translation>
    </message>
    <message>
        <source>Embed the ruleset in the map</source>
        <translation>Встраивание набора правил в карту</translation>
    </message>
    <message>
        <source>The ruleset is saved inside the map file from now on.</source>
        <translation>Теперь набор правил сохраняется внутри файла карты.</translation>
    </message>
    <message>
        <source>Use the ruleset file %1</source>
        <translation>Переход на файл набора правил %1</translation>
    </message>
    <message>
        <source>Use the bundled ruleset</source>
        <translation>Переход на стандартный набор правил</translation>
    </message>
    <message>
        <source>There is no bundled ruleset "%1".</source>
        <translation>Стандартного набора правил «%1» нет.</translation>
    </message>
    <message>
        <source>Open Ruleset</source>
        <translation>Открыть набор правил</translation>
    </message>
    <message>
        <source>Rulesets (*.json);;All files (*)</source>
        <translation>Наборы правил (*.json);;Все файлы (*)</translation>
    </message>
    <message>
        <source>Save Ruleset As</source>
        <translation>Сохранить набор правил как</translation>
    </message>
    <message>
        <source>Export Table as CSV</source>
        <translation>Экспорт таблицы в CSV</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Файлы CSV (*.csv)</translation>
    </message>
    <message>
        <source>Export Table for a Booklet</source>
        <translation>Экспорт таблицы для буклета</translation>
    </message>
    <message>
        <source>PDF (*.pdf);;HTML (*.html)</source>
        <translation>PDF (*.pdf);;HTML (*.html)</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>Экспортировано: %1</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Отменить: %1</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Повторить: %1</translation>
    </message>
    <message>
        <source>&amp;Ruleset</source>
        <translation>&amp;Набор правил</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Правка</translation>
    </message>
    <message>
        <source>&amp;Map</source>
        <translation>&amp;Карта</translation>
    </message>
    <message>
        <source>&amp;Copy Cells</source>
        <translation>&amp;Копировать ячейки</translation>
    </message>
    <message>
        <source>Copy the selected cells for a spreadsheet (tab-separated)</source>
        <translation>Копировать выделенные ячейки для электронной таблицы (через табуляцию)</translation>
    </message>
    <message>
        <source>Copy Cells with &amp;Labels</source>
        <translation>Копировать ячейки с по&amp;дписями</translation>
    </message>
    <message>
        <source>&amp;Paste Cells</source>
        <translation>&amp;Вставить ячейки</translation>
    </message>
    <message>
        <source>Paste a block of cells from a spreadsheet, at the current cell or by the block's row and column labels</source>
        <translation>Вставить блок ячеек из электронной таблицы — от текущей ячейки или по подписям строк и столбцов блока</translation>
    </message>
    <message>
        <source>&amp;Import Table from CSV…</source>
        <translation>&amp;Импорт таблицы из CSV…</translation>
    </message>
    <message>
        <source>Set a table's cells from a CSV file, matched by row and column label or id</source>
        <translation>Задать ячейки таблицы из файла CSV, сопоставляя по подписи или коду строки и столбца</translation>
    </message>
    <message>
        <source>Import Table from CSV</source>
        <translation>Импорт таблицы из CSV</translation>
    </message>
    <message>
        <source>CSV files (*.csv *.tsv *.txt);;All files (*)</source>
        <translation>Файлы CSV (*.csv *.tsv *.txt);;Все файлы (*)</translation>
    </message>
    <message>
        <source>&amp;Add Terrain…</source>
        <translation>&amp;Добавить местность…</translation>
    </message>
    <message>
        <source>Remo&amp;ve Terrain…</source>
        <translation>&amp;Удалить местность…</translation>
    </message>
    <message>
        <source>Remove the selected terrain; the map's hexes of it become another terrain</source>
        <translation>Удалить выбранную местность; её гексы на карте станут другой местностью</translation>
    </message>
    <message>
        <source>&amp;New Ruleset…</source>
        <translation>&amp;Новый набор правил…</translation>
    </message>
    <message>
        <source>A blank ruleset, or a copy of the open or a bundled one, with an id and names of its own</source>
        <translation>Пустой набор правил или копия открытого либо стандартного, со своим кодом и названиями</translation>
    </message>
    <message>
        <source>Double-click a value to change it; the open map's plans follow at once. &lt;span style="background-color:%1"&gt;&lt;i&gt;&amp;nbsp;Italic on a tinted background&amp;nbsp;&lt;/i&gt;&lt;/span&gt; marks a value the rule text does not give (assumed); &lt;span style="background-color:%2"&gt;&lt;b&gt;&amp;nbsp;bold on blue&amp;nbsp;&lt;/b&gt;&lt;/span&gt; a value changed here. Hover any value for its source.</source>
        <translation>Дважды щёлкните значение, чтобы изменить его; планы на открытой карте пересчитываются сразу. &lt;span style="background-color:%1"&gt;&lt;i&gt;&amp;nbsp;Курсив на цветном фоне&amp;nbsp;&lt;/i&gt;&lt;/span&gt; — значение, которого нет в тексте правил (допущение); &lt;span style="background-color:%2"&gt;&lt;b&gt;&amp;nbsp;полужирный на голубом&amp;nbsp;&lt;/b&gt;&lt;/span&gt; — значение, изменённое здесь. Наведите указатель на значение, чтобы увидеть источник.</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>New ruleset %1</source>
        <translation>Новый набор правил %1</translation>
    </message>
    <message>
        <source>Add terrain %1</source>
        <translation>Добавить местность «%1»</translation>
    </message>
    <message>
        <source>Remove terrain %1 (its hexes: %2)</source>
        <translation>Удалить местность %1 (её гексы: %2)</translation>
    </message>
    <message>
        <source>Unit Options</source>
        <translation>Параметры отрядов</translation>
    </message>
    <message>
        <source>Conditions</source>
        <translation>Условия</translation>
    </message>
    <message>
        <source>Turns &amp;&amp; Settings</source>
        <translation>Ходы и настройки</translation>
    </message>
    <message>
        <source>Map Vocabulary</source>
        <translation>Словарь карты</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Отменить</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Повторить</translation>
    </message>
    <message>
        <source>Cannot Save Ruleset</source>
        <translation>Не удаётся сохранить набор правил</translation>
    </message>
    <message>
        <source>C&amp;lose</source>
        <translation>&amp;Закрыть</translation>
    </message>
</context>
<context>
    <name>hexstride::CostTableDialog</name>
    <message>
        <source>Add Table</source>
        <translation>Добавить таблицу</translation>
    </message>
    <message>
        <source>Table Settings</source>
        <translation>Параметры таблицы</translation>
    </message>
</context>
<context>
    <name>hexstride::CostTableModel</name>
    <message>
        <source>Assumed: %1</source>
        <translation>Допущение: %1</translation>
    </message>
    <message>
        <source>Not allowed</source>
        <translation>Нельзя</translation>
    </message>
    <message>
        <source>%1 (id %2)
when %3</source>
        <translation>%1 (код %2)
когда %3</translation>
    </message>
    <message>
        <source>Set %1 / %2 to %3</source>
        <translation>%1 / %2 = %3</translation>
    </message>
    <message>
        <source>Assumed, rule %1: %2</source>
        <translation>Допущение, правило %1: %2</translation>
    </message>
    <message>
        <source>Rule %1</source>
        <translation>Правило %1</translation>
    </message>
    <message>
        <source>Rule %1: %2</source>
        <translation>Правило %1: %2</translation>
    </message>
    <message>
        <source>Changed from %1</source>
        <translation>Изменено, было: %1</translation>
    </message>
    <message>
        <source>Changed from %1 (%2)</source>
        <translation>Изменено, было: %1 (%2)</translation>
    </message>
    <message>
        <source>%1 MP</source>
        <translation>%1 ОД</translation>
    </message>
    <message>
        <source>%1, %2: %3</source>
        <translation>%1, %2: %3</translation>
    </message>
</context>
<context>
    <name>hexstride::CostTableStructure</name>
    <message>
        <source>Add Row “%1”</source>
        <translation>Добавить строку «%1»</translation>
    </message>
    <message>
        <source>Add Column “%1”</source>
        <translation>Добавить столбец «%1»</translation>
    </message>
    <message>
        <source>Edit Row “%1”</source>
        <translation>Изменить строку «%1»</translation>
    </message>
    <message>
        <source>Edit Column “%1”</source>
        <translation>Изменить столбец «%1»</translation>
    </message>
    <message>
        <source>Remove Row “%1”</source>
        <translation>Удалить строку «%1»</translation>
    </message>
    <message>
        <source>Remove Column “%1”</source>
        <translation>Удалить столбец «%1»</translation>
    </message>
    <message>
        <source>Move Row “%1”</source>
        <translation>Переместить строку «%1»</translation>
    </message>
    <message>
        <source>Move Column “%1”</source>
        <translation>Переместить столбец «%1»</translation>
    </message>
    <message>
        <source>Add Table “%1”</source>
        <translation>Добавить таблицу «%1»</translation>
    </message>
    <message>
        <source>Change Table “%1”</source>
        <translation>Изменить таблицу «%1»</translation>
    </message>
    <message>
        <source>Remove Table “%1”</source>
        <translation>Удалить таблицу «%1»</translation>
    </message>
    <message>
        <source>Ro&amp;ws</source>
        <translation>&amp;Строки</translation>
    </message>
    <message>
        <source>C&amp;olumns</source>
        <translation>Стол&amp;бцы</translation>
    </message>
    <message>
        <source>Ta&amp;ble</source>
        <translation>&amp;Таблица</translation>
    </message>
    <message>
        <source>&amp;Add Row…</source>
        <translation>&amp;Добавить строку…</translation>
    </message>
    <message>
        <source>&amp;Edit Row…</source>
        <translation>&amp;Изменить строку…</translation>
    </message>
    <message>
        <source>Remo&amp;ve Row</source>
        <translation>&amp;Удалить строку</translation>
    </message>
    <message>
        <source>Move &amp;Up</source>
        <translation>Переместить &amp;выше</translation>
    </message>
    <message>
        <source>Move &amp;Down</source>
        <translation>Переместить &amp;ниже</translation>
    </message>
    <message>
        <source>&amp;Add Column…</source>
        <translation>&amp;Добавить столбец…</translation>
    </message>
    <message>
        <source>&amp;Edit Column…</source>
        <translation>&amp;Изменить столбец…</translation>
    </message>
    <message>
        <source>Remo&amp;ve Column</source>
        <translation>&amp;Удалить столбец</translation>
    </message>
    <message>
        <source>Move &amp;Left</source>
        <translation>Переместить &amp;влево</translation>
    </message>
    <message>
        <source>Move &amp;Right</source>
        <translation>Переместить в&amp;право</translation>
    </message>
    <message>
        <source>&amp;Add Table…</source>
        <translation>&amp;Добавить таблицу…</translation>
    </message>
    <message>
        <source>Table &amp;Settings…</source>
        <translation>&amp;Параметры таблицы…</translation>
    </message>
    <message>
        <source>Remo&amp;ve Table</source>
        <translation>&amp;Удалить таблицу</translation>
    </message>
    <message>
        <source>A new table after this one, starting with its first row and column</source>
        <translation>Новая таблица после этой; её первые строка и столбец взяты из этой таблицы</translation>
    </message>
    <message>
        <source>Move Table “%1”</source>
        <translation>Переместить таблицу «%1»</translation>
    </message>
    <message>
        <source>Move Table &amp;Left</source>
        <translation>Переместить таблицу &amp;влево</translation>
    </message>
    <message>
        <source>Move Table &amp;Right</source>
        <translation>Переместить таблицу в&amp;право</translation>
    </message>
    <message>
        <source>Put this table before the one to its left: tables are tried from the left, and the first whose condition holds gives a step's cost</source>
        <translation>Поставить эту таблицу перед соседней слева: таблицы проверяются слева направо, и стоимость шага даёт первая, чьё условие выполнено</translation>
    </message>
    <message>
        <source>Put this table after the one to its right: tables are tried from the left, and the first whose condition holds gives a step's cost</source>
        <translation>Поставить эту таблицу после соседней справа: таблицы проверяются слева направо, и стоимость шага даёт первая, чьё условие выполнено</translation>
    </message>
</context>
<context>
    <name>hexstride::CsvImportDialog</name>
    <message>
        <source>Import Table from CSV</source>
        <translation>Импорт таблицы из CSV</translation>
    </message>
    <message>
        <source>The ruleset has no cost table to import into.</source>
        <translation>В наборе правил нет таблицы стоимости, в которую импортировать.</translation>
    </message>
    <message>
        <source>%1 cannot be imported: %2</source>
        <translation>%1 нельзя импортировать: %2</translation>
    </message>
    <message>
        <source>%1 gives the table "%2" the values it has already.</source>
        <translation>%1 даёт таблице «%2» те значения, что в ней уже есть.</translation>
    </message>
    <message numerus="yes">
        <source>%1 changes %n cell(s) of the table "%2":</source>
        <translation>
            <numerusform>%1 меняет %n ячейку таблицы «%2»:</numerusform>
            <numerusform>%1 меняет %n ячейки таблицы «%2»:</numerusform>
            <numerusform>%1 меняет %n ячеек таблицы «%2»:</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Apply</source>
        <translation>&amp;Применить</translation>
    </message>
</context>
<context>
    <name>hexstride::CsvText</name>
    <message>
        <source>line %1, column %2: a quoted field is not closed</source>
        <translation>строка %1, столбец %2: поле в кавычках не закрыто</translation>
    </message>
    <message>
        <source>line %1, column %2: text after the closing quote of a field</source>
        <translation>строка %1, столбец %2: текст после закрывающей кавычки поля</translation>
    </message>
</context>
<context>
    <name>hexstride::DefendGroup</name>
    <message>
        <source>Defended hex-sides</source>
        <translation>Обороняемые стороны гексов</translation>
    </message>
    <message>
        <source>The side is named by option:</source>
        <translation>Сторону гекса задаёт параметр:</translation>
    </message>
    <message>
        <source>Sides either way too:</source>
        <translation>Соседних сторон гекса справа и слева:</translation>
    </message>
    <message>
        <source>English name:</source>
        <translation>Название по-английски:</translation>
    </message>
    <message>
        <source>Russian name:</source>
        <translation>Название по-русски:</translation>
    </message>
    <message>
        <source>Source:</source>
        <translation>Источник:</translation>
    </message>
    <message>
        <source>A unit may stand and defend a hex-side</source>
        <translation>Отряд может стоять и оборонять сторону гекса</translation>
    </message>
    <message>
        <source>Change defended hex-sides</source>
        <translation>Изменить обороняемые стороны гексов</translation>
    </message>
</context>
<context>
    <name>hexstride::DemoMap</name>
    <message>
        <source>Demo map</source>
        <translation>Демонстрационная карта</translation>
    </message>
    <message>
        <source>Town %1</source>
        <translation>Город %1</translation>
    </message>
    <message>
        <source>Army %1</source>
        <translation>Армия %1</translation>
    </message>
</context>
<context>
    <name>hexstride::DestinationGroup</name>
    <message>
        <source>Units ordered to a destination</source>
        <translation>Отряды с приказом идти к гексу назначения</translation>
    </message>
    <message>
        <source>They move:</source>
        <translation>Они движутся:</translation>
    </message>
    <message>
        <source>Source:</source>
        <translation>Источник:</translation>
    </message>
    <message>
        <source>along the path their players give</source>
        <translation>по пути, который задаёт игрок</translation>
    </message>
    <message>
        <source>straight toward it, around what is in the way</source>
        <translation>прямо к назначению, в обход препятствий</translation>
    </message>
    <message>
        <source>Change how units reach a destination</source>
        <translation>Изменить движение к гексу назначения</translation>
    </message>
</context>
<context>
    <name>hexstride::DestinationRuleDialog</name>
    <message>
        <source>Any&amp;where on the map</source>
        <translation>Куда &amp;угодно на карте</translation>
    </message>
    <message>
        <source>Add Destination Rule</source>
        <translation>Добавить правило назначения</translation>
    </message>
    <message>
        <source>Edit Destination Rule</source>
        <translation>Изменить правило назначения</translation>
    </message>
    <message>
        <source>At most, in hexes:</source>
        <translation>Не дальше, гексов:</translation>
    </message>
    <message>
        <source>Not onto:</source>
        <translation>Не в:</translation>
    </message>
    <message>
        <source>Not from:</source>
        <translation>Не из:</translation>
    </message>
    <message>
        <source>Only to a hex with:</source>
        <translation>Только в гекс, где есть:</translation>
    </message>
    <message>
        <source>None ticked: any hex will do</source>
        <translation>Ничего не отмечено — подойдёт любой гекс</translation>
    </message>
</context>
<context>
    <name>hexstride::Destinations</name>
    <message>
        <source>the destination is not on the map</source>
        <translation>гекс назначения не на карте</translation>
    </message>
    <message>
        <source>the destination is %1 hexes away; at most %2 allowed</source>
        <translation>расстояние до гекса назначения в гексах: %1; можно не больше %2</translation>
    </message>
    <message>
        <source>this move may not start from %1</source>
        <translation>это перемещение нельзя начинать с местности %1</translation>
    </message>
    <message>
        <source>the destination may not be %1</source>
        <translation>гексом назначения не может быть местность %1</translation>
    </message>
    <message>
        <source>the destination must be one of: %1</source>
        <translation>в гексе назначения должен быть один из объектов: %1</translation>
    </message>
    <message>
        <source>the unit cannot enter this terrain</source>
        <translation>отряд не может войти на эту местность</translation>
    </message>
    <message>
        <source>%1: %2 may not start here, where it could not enter: %3</source>
        <translation>%1: %2 не может начинать здесь, куда он не мог бы войти: %3</translation>
    </message>
    <message>
        <source>%1: %2 stand in one hex, where the ruleset allows one unit</source>
        <translation>%1: в одном гексе стоят %2, а правила допускают один отряд</translation>
    </message>
    <message>
        <source>no side</source>
        <translation>без стороны</translation>
    </message>
    <message>
        <source>%1 (%2) stands there, and the ruleset allows one unit a hex: choose another hex, or move %1 first</source>
        <translation>там стоит %1 (%2), а правила допускают один отряд в гексе: выберите другой гекс или сначала переместите отряд %1</translation>
    </message>
</context>
<context>
    <name>hexstride::Direction</name>
    <message>
        <source>n</source>
        <translation>С</translation>
    </message>
    <message>
        <source>ne</source>
        <translation>СВ</translation>
    </message>
    <message>
        <source>e</source>
        <translation>В</translation>
    </message>
    <message>
        <source>se</source>
        <translation>ЮВ</translation>
    </message>
    <message>
        <source>s</source>
        <translation>Ю</translation>
    </message>
    <message>
        <source>sw</source>
        <translation>ЮЗ</translation>
    </message>
    <message>
        <source>w</source>
        <translation>З</translation>
    </message>
    <message>
        <source>nw</source>
        <translation>СЗ</translation>
    </message>
</context>
<context>
    <name>hexstride::DocumentSafety</name>
    <message>
        <source>Autosave failed: %1</source>
        <translation>Автосохранение не удалось: %1</translation>
    </message>
    <message>
        <source>Could not keep a backup in %1</source>
        <translation>Не удалось сохранить резервную копию в %1</translation>
    </message>
    <message>
        <source>Cannot Save Map</source>
        <translation>Не удаётся сохранить карту</translation>
    </message>
    <message>
        <source>%1

The map was not saved and keeps its unsaved changes.</source>
        <translation>%1

Карта не сохранена, несохранённые изменения остались в ней.</translation>
    </message>
    <message>
        <source>Map Not Reopened</source>
        <translation>Карта не открыта повторно</translation>
    </message>
    <message>
        <source>Hexstride closed unexpectedly while opening %1 last time. The file was not opened again; if it keeps failing, please report it with the file.</source>
        <translation>В прошлый раз Hexstride неожиданно закрылся при открытии %1. Файл не был открыт повторно; если ошибка повторяется, сообщите о ней, приложив файл.</translation>
    </message>
    <message>
        <source>Cannot Recover Map</source>
        <translation>Не удаётся восстановить карту</translation>
    </message>
    <message>
        <source>Keep a &amp;Backup When Saving</source>
        <translation>&amp;Резервная копия при сохранении</translation>
    </message>
    <message>
        <source>Before saving over a map, keep its previous version as name.bak.hexmap</source>
        <translation>Перед сохранением поверх карты сохранять её прежнюю версию как имя.bak.hexmap</translation>
    </message>
    <message>
        <source>%1 was removed or renamed by another program; save to write it again.</source>
        <translation>%1 удалён или переименован другой программой; сохраните карту, чтобы записать его снова.</translation>
    </message>
    <message>
        <source>The map "%1" was changed by another program. Reload it?</source>
        <translation>Карта «%1» изменена другой программой. Перезагрузить её?</translation>
    </message>
    <message>
        <source>You also have unsaved changes: reloading discards them.</source>
        <translation>У вас есть несохранённые изменения: при перезагрузке они будут потеряны.</translation>
    </message>
    <message>
        <source>Map Changed on Disk</source>
        <translation>Карта изменена на диске</translation>
    </message>
    <message>
        <source>&amp;Reload</source>
        <translation>&amp;Перезагрузить</translation>
    </message>
    <message>
        <source>&amp;Keep My Changes</source>
        <translation>&amp;Оставить мои изменения</translation>
    </message>
    <message>
        <source>&amp;Keep This Version</source>
        <translation>&amp;Оставить эту версию</translation>
    </message>
</context>
<context>
    <name>hexstride::EdgeFeatureTool</name>
    <message>
        <source>Edge Eraser</source>
        <translation>Ластик сторон гексов</translation>
    </message>
    <message>
        <source>Edge Feature</source>
        <translation>Объект на стороне гекса</translation>
    </message>
    <message>
        <source>Remove every feature from the hex-sides you click or drag over</source>
        <translation>Убрать все объекты со сторон гексов, по которым вы щёлкаете или проводите</translation>
    </message>
    <message>
        <source>Click near a hex-side to toggle the chosen river, road, ford, bridge or wall; drag to draw edge after edge; Shift or right button removes</source>
        <translation>Щелчок у стороны гекса ставит или убирает выбранную реку, дорогу, брод, мост или стену; перетаскивание рисует одну сторону гекса за другой; Shift или правая кнопка удаляет</translation>
    </message>
</context>
<context>
    <name>hexstride::ElevationTool</name>
    <message>
        <source>Raise</source>
        <translation>Поднять</translation>
    </message>
    <message>
        <source>Lower</source>
        <translation>Понизить</translation>
    </message>
    <message>
        <source>Set to value</source>
        <translation>Задать значение</translation>
    </message>
    <message>
        <source>The step for raise and lower, the level for set</source>
        <translation>Шаг для подъёма и понижения, уровень для задания</translation>
    </message>
    <message>
        <source>Mode:</source>
        <translation>Режим:</translation>
    </message>
    <message>
        <source>Amount:</source>
        <translation>Величина:</translation>
    </message>
    <message>
        <source>Brush radius:</source>
        <translation>Радиус кисти:</translation>
    </message>
    <message>
        <source>Elevation</source>
        <translation>Высота</translation>
    </message>
    <message>
        <source>Raise, lower or set the elevation; right button does the opposite</source>
        <translation>Поднять, опустить или задать высоту; правая кнопка делает обратное</translation>
    </message>
</context>
<context>
    <name>hexstride::EscapedCharacter</name>
    <message>
        <source>a control character (%1)</source>
        <translation>управляющий символ (%1)</translation>
    </message>
    <message>
        <source>a line separator (%1)</source>
        <translation>разделитель строк (%1)</translation>
    </message>
    <message>
        <source>a bidi control (%1)</source>
        <translation>символ управления направлением текста (%1)</translation>
    </message>
    <message>
        <source>a noncharacter (%1)</source>
        <translation>недопустимый символ Юникода (%1)</translation>
    </message>
    <message>
        <source>an invisible format character (%1)</source>
        <translation>невидимый символ форматирования (%1)</translation>
    </message>
</context>
<context>
    <name>hexstride::ExportOptionsDialog</name>
    <message>
        <source>Export Options</source>
        <translation>Параметры экспорта</translation>
    </message>
    <message>
        <source>Print Options</source>
        <translation>Параметры печати</translation>
    </message>
    <message>
        <source>Whole map</source>
        <translation>Вся карта</translation>
    </message>
    <message>
        <source>Visible area</source>
        <translation>Видимая область</translation>
    </message>
    <message>
        <source>&amp;Area:</source>
        <translation>&amp;Область:</translation>
    </message>
    <message>
        <source> px</source>
        <translation> пкс</translation>
    </message>
    <message>
        <source>Width of a PNG image; SVG and PDF are vector</source>
        <translation>Ширина изображения PNG; SVG и PDF векторные</translation>
    </message>
    <message>
        <source>Image &amp;width:</source>
        <translation>&amp;Ширина изображения:</translation>
    </message>
    <message>
        <source>a &amp;legend</source>
        <translation>&amp;легенду</translation>
    </message>
    <message>
        <source>the map's &amp;title</source>
        <translation>&amp;название карты</translation>
    </message>
    <message>
        <source>hex &amp;numbers</source>
        <translation>н&amp;умерацию гексов</translation>
    </message>
    <message>
        <source>Include:</source>
        <translation>Добавить:</translation>
    </message>
    <message>
        <source>Fit to one page</source>
        <translation>Уместить на одну страницу</translation>
    </message>
    <message>
        <source>1 inch a hex, over several pages</source>
        <translation>Дюйм на гекс, на нескольких страницах</translation>
    </message>
    <message>
        <source>2 cm a hex, over several pages</source>
        <translation>2 см на гекс, на нескольких страницах</translation>
    </message>
    <message>
        <source>15 mm a hex, over several pages</source>
        <translation>15 мм на гекс, на нескольких страницах</translation>
    </message>
    <message>
        <source>The size across a hex on paper; a fixed size is tiled over as many pages as needed, with overlap marks and page names</source>
        <translation>Размер гекса на бумаге; при заданном размере карта делится на нужное число страниц с метками перекрытия и названиями страниц</translation>
    </message>
    <message>
        <source>&amp;Scale:</source>
        <translation>&amp;Масштаб:</translation>
    </message>
    <message>
        <source>the &amp;background image</source>
        <translation>&amp;фоновое изображение</translation>
    </message>
    <message>
        <source>&amp;darker, for paper</source>
        <translation>&amp;темнее, для бумаги</translation>
    </message>
    <message>
        <source>Black hex outlines, thick enough to see on a printed sheet</source>
        <translation>Чёрные контуры гексов, достаточно толстые, чтобы их было видно на отпечатанном листе</translation>
    </message>
    <message>
        <source>Hex outlines:</source>
        <translation>Контуры гексов:</translation>
    </message>
</context>
<context>
    <name>hexstride::FeatureDialog</name>
    <message>
        <source>Add Terrain</source>
        <translation>Добавить местность</translation>
    </message>
    <message>
        <source>Edit Terrain</source>
        <translation>Изменить местность</translation>
    </message>
    <message>
        <source>Add Hex Feature</source>
        <translation>Добавить объект в гексе</translation>
    </message>
    <message>
        <source>Edit Hex Feature</source>
        <translation>Изменить объект в гексе</translation>
    </message>
    <message>
        <source>Add Edge Feature</source>
        <translation>Добавить объект на стороне гекса</translation>
    </message>
    <message>
        <source>Edit Edge Feature</source>
        <translation>Изменить объект на стороне гекса</translation>
    </message>
    <message>
        <source>lower-case-id</source>
        <translation>код-строчными-буквами</translation>
    </message>
    <message>
        <source>What maps and rules call it; renaming it renames it in every rule</source>
        <translation>Так его называют карты и правила; новое имя заменит старое во всех правилах</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Выбрать…</translation>
    </message>
    <message>
        <source>&amp;Id:</source>
        <translation>Ко&amp;д:</translation>
    </message>
    <message>
        <source>&amp;English name:</source>
        <translation>Название по-&amp;английски:</translation>
    </message>
    <message>
        <source>&amp;Russian name:</source>
        <translation>Название по-&amp;русски:</translation>
    </message>
    <message>
        <source>&amp;Colour:</source>
        <translation>&amp;Цвет:</translation>
    </message>
    <message>
        <source>&amp;Pattern:</source>
        <translation>&amp;Узор:</translation>
    </message>
    <message>
        <source>a tint of the hex</source>
        <translation>оттенок гекса</translation>
    </message>
    <message>
        <source>a river</source>
        <translation>река</translation>
    </message>
    <message>
        <source>a road</source>
        <translation>дорога</translation>
    </message>
    <message>
        <source>a crossing (ford, bridge)</source>
        <translation>переправа (брод, мост)</translation>
    </message>
    <message>
        <source>a barrier (wall, fence)</source>
        <translation>преграда (стена, изгородь)</translation>
    </message>
    <message>
        <source>a symbol</source>
        <translation>значок</translation>
    </message>
    <message>
        <source>&amp;Drawn as:</source>
        <translation>Рисуется &amp;как:</translation>
    </message>
    <message>
        <source>Line &amp;width:</source>
        <translation>&amp;Толщина линии:</translation>
    </message>
    <message>
        <source>Give it an id.</source>
        <translation>Задайте код.</translation>
    </message>
</context>
<context>
    <name>hexstride::FieldProblems</name>
    <message>
        <source>fill it in, it cannot be left empty</source>
        <translation>заполните, пустым оставить нельзя</translation>
    </message>
    <message>
        <source>type a text here</source>
        <translation>введите здесь текст</translation>
    </message>
</context>
<context>
    <name>hexstride::FillPattern</name>
    <message>
        <source>Solid</source>
        <translation>Сплошная заливка</translation>
    </message>
    <message>
        <source>Dots</source>
        <translation>Точки</translation>
    </message>
    <message>
        <source>Trees</source>
        <translation>Деревья</translation>
    </message>
    <message>
        <source>Hatching</source>
        <translation>Штриховка</translation>
    </message>
    <message>
        <source>Cross-hatching</source>
        <translation>Перекрёстная штриховка</translation>
    </message>
    <message>
        <source>Waves</source>
        <translation>Волны</translation>
    </message>
    <message>
        <source>Peaks</source>
        <translation>Вершины</translation>
    </message>
    <message>
        <source>Marsh</source>
        <translation>Болото</translation>
    </message>
</context>
<context>
    <name>hexstride::FindDialog</name>
    <message>
        <source>Find</source>
        <translation>Поиск</translation>
    </message>
    <message>
        <source>Name of a label or unit</source>
        <translation>Название надписи или отряда</translation>
    </message>
    <message>
        <source>&amp;Find:</source>
        <translation>&amp;Найти:</translation>
    </message>
    <message>
        <source>%1 — label, hex %2</source>
        <translation>%1 — надпись, гекс %2</translation>
    </message>
    <message>
        <source>%1 — unit, hex %2</source>
        <translation>%1 — отряд, гекс %2</translation>
    </message>
</context>
<context>
    <name>hexstride::FloodFillTool</name>
    <message>
        <source>Flood Fill</source>
        <translation>Заливка</translation>
    </message>
    <message>
        <source>Fill the connected area of one terrain</source>
        <translation>Залить связную область одной местности</translation>
    </message>
</context>
<context>
    <name>hexstride::HeatMapOverlay</name>
    <message>
        <source>for the default unit</source>
        <translation>для отряда по умолчанию</translation>
    </message>
    <message>
        <source>for %1</source>
        <translation>для: %1</translation>
    </message>
    <message>
        <source>Cost of entering a hex (MP)</source>
        <translation>Стоимость входа в гекс (ОД)</translation>
    </message>
    <message>
        <source>not allowed</source>
        <translation>нельзя</translation>
    </message>
</context>
<context>
    <name>hexstride::HeatMapPage</name>
    <message>
        <source>The cost of entering each hex of the open map (the cheapest step into it) for this unit:</source>
        <translation>Стоимость входа в каждый гекс открытой карты (самый дешёвый шаг в него) для этого отряда:</translation>
    </message>
    <message>
        <source>Green: cheapest, red: dearest, grey cross-hatched: not allowed</source>
        <translation>Зелёный — дешевле всего, красный — дороже всего, серая штриховка — нельзя</translation>
    </message>
    <message>
        <source>Colour the main map view by these costs (View → Heat Map of Entry Costs)</source>
        <translation>Раскрасить основную карту по этим стоимостям (Вид → Тепловая карта стоимости входа)</translation>
    </message>
    <message>
        <source>&amp;Show on the map</source>
        <translation>П&amp;оказать на карте</translation>
    </message>
</context>
<context>
    <name>hexstride::HeatMapPreview</name>
    <message>
        <source>%1 MP</source>
        <translation>%1 ОД</translation>
    </message>
    <message>
        <source>not allowed</source>
        <translation>нельзя</translation>
    </message>
</context>
<context>
    <name>hexstride::HexFeatureTool</name>
    <message>
        <source>Hex Feature</source>
        <translation>Объект в гексе</translation>
    </message>
    <message>
        <source>Place the chosen hex feature; the right button removes the hex's features, Shift only the chosen one</source>
        <translation>Поставить выбранный объект в гекс; правая кнопка убирает все объекты в гексе, Shift — только выбранный</translation>
    </message>
</context>
<context>
    <name>hexstride::HexOwnerDialog</name>
    <message>
        <source>Hex Owner</source>
        <translation>Владелец гекса</translation>
    </message>
    <message>
        <source>Which side owns the population centre and fortification of hex %1?</source>
        <translation>Какой стороне принадлежат населённый пункт и укрепление гекса %1?</translation>
    </message>
    <message numerus="yes">
        <source>Which side owns the population centres and fortifications of the %n selected hexes?</source>
        <translation>
            <numerusform>Какой стороне принадлежат населённые пункты и укрепления %n выделенного гекса?</numerusform>
            <numerusform>Какой стороне принадлежат населённые пункты и укрепления %n выделенных гексов?</numerusform>
            <numerusform>Какой стороне принадлежат населённые пункты и укрепления %n выделенных гексов?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hexstride::ImageCheck</name>
    <message>
        <source>its PNG signature is damaged</source>
        <translation>подпись PNG повреждена</translation>
    </message>
    <message>
        <source>its PNG data is cut short (no IEND chunk)</source>
        <translation>данные PNG обрезаны (нет блока IEND)</translation>
    </message>
    <message>
        <source>its PNG chunk %1 is damaged</source>
        <translation>блок PNG №%1 повреждён</translation>
    </message>
    <message>
        <source>its PNG data is cut short (chunk %1, %2)</source>
        <translation>данные PNG обрезаны (блок №%1, %2)</translation>
    </message>
    <message>
        <source>its PNG chunk %1 (%2) is damaged (its CRC does not match)</source>
        <translation>блок PNG №%1 (%2) повреждён (его CRC не сходится)</translation>
    </message>
    <message>
        <source>its PNG header (IHDR) is missing</source>
        <translation>заголовка PNG (IHDR) нет</translation>
    </message>
    <message>
        <source>its PNG header gives %1 × %2 pixels (1 to 1,000,000 a side)</source>
        <translation>заголовок PNG задаёт %1 × %2 пикселей (от 1 до 1 000 000 по стороне)</translation>
    </message>
    <message>
        <source>its PNG header (IHDR) is damaged</source>
        <translation>заголовок PNG (IHDR) повреждён</translation>
    </message>
    <message>
        <source>its PNG palette (PLTE) is missing</source>
        <translation>палитры PNG (PLTE) нет</translation>
    </message>
    <message>
        <source>its PNG image data (IDAT) is missing</source>
        <translation>данных изображения PNG (IDAT) нет</translation>
    </message>
    <message>
        <source>its JPEG start (SOI) is damaged</source>
        <translation>начало JPEG (SOI) повреждено</translation>
    </message>
    <message>
        <source>its JPEG data is damaged or cut short before the image data</source>
        <translation>данные JPEG повреждены или обрезаны до данных изображения</translation>
    </message>
    <message>
        <source>its JPEG data is cut short (no end of image, EOI)</source>
        <translation>данные JPEG обрезаны (нет конца изображения, EOI)</translation>
    </message>
    <message>
        <source>its JPEG data holds more than %1 scans (a progressive JPEG needs a few dozen): it is damaged or made to exhaust the reader</source>
        <translation>в данных JPEG больше %1 проходов (прогрессивному JPEG нужно несколько десятков): файл повреждён или сделан, чтобы истощить программу чтения</translation>
    </message>
    <message>
        <source>it is a JPEG of %1 × %2 pixels decoded in several scans (progressive), which takes %3 MB where the limit is %4 MB: save it as a baseline JPEG or scale it down</source>
        <translation>это JPEG размером %1 × %2 пикселей, декодируемый в несколько проходов (прогрессивный), на это нужно %3 МБ при пределе %4 МБ: сохраните его как обычный (baseline) JPEG или уменьшите</translation>
    </message>
    <message>
        <source>its JPEG data is cut short: scan %1 holds %2 bytes where the %3 × %4 pixels its header gives need at least %5</source>
        <translation>данные JPEG обрезаны: в проходе %1 %2 байт, а %3 × %4 пикселям из его заголовка нужно не меньше %5</translation>
    </message>
    <message>
        <source>its PNG image data is damaged</source>
        <translation>данные изображения PNG повреждены</translation>
    </message>
    <message>
        <source>its PNG image data is cut short (fewer rows than its header gives)</source>
        <translation>данные изображения PNG обрываются (строк меньше, чем указано в заголовке)</translation>
    </message>
    <message>
        <source>its PNG image data has a row of unknown filter type %1</source>
        <translation>в данных изображения PNG есть строка с неизвестным типом фильтра %1</translation>
    </message>
    <message>
        <source>its PNG header (IHDR) is given twice</source>
        <translation>заголовок PNG (IHDR) указан дважды</translation>
    </message>
    <message>
        <source>its PNG palette (PLTE) holds %1 bytes, not 3 for each of at most 256 colours</source>
        <translation>палитра PNG (PLTE) занимает %1 байт, а не по 3 на каждый из не более чем 256 цветов</translation>
    </message>
    <message>
        <source>its PNG chunk %1 (%2) is critical but no PNG reader knows it</source>
        <translation>блок PNG %1 (%2) обязателен для чтения, но ни одна программа чтения PNG его не знает</translation>
    </message>
</context>
<context>
    <name>hexstride::LabelDialog</name>
    <message>
        <source>&amp;Bold</source>
        <translation>&amp;Жирный</translation>
    </message>
    <message>
        <source>&amp;Italic</source>
        <translation>&amp;Курсив</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>Text colour</source>
        <translation>Цвет текста</translation>
    </message>
    <message>
        <source>Label Colour</source>
        <translation>Цвет надписи</translation>
    </message>
    <message>
        <source>&amp;Size:</source>
        <translation>&amp;Размер:</translation>
    </message>
    <message>
        <source>Style:</source>
        <translation>Начертание:</translation>
    </message>
</context>
<context>
    <name>hexstride::LabelTool</name>
    <message>
        <source>Delete Label</source>
        <translation>Удаление надписи</translation>
    </message>
    <message>
        <source>Move Label</source>
        <translation>Перенос надписи</translation>
    </message>
    <message>
        <source>Edit Label</source>
        <translation>Правка надписи</translation>
    </message>
    <message>
        <source>Label text (empty deletes it):</source>
        <translation>Текст надписи (пустой удаляет её):</translation>
    </message>
    <message>
        <source>New Label</source>
        <translation>Новая надпись</translation>
    </message>
    <message>
        <source>Label for hex %1:</source>
        <translation>Надпись для гекса %1:</translation>
    </message>
    <message>
        <source>Add Label</source>
        <translation>Добавление надписи</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>Надпись</translation>
    </message>
    <message>
        <source>Click a hex to add its label or to edit it, drag to move it, right-click to delete it</source>
        <translation>Щелчок по гексу добавляет его надпись или открывает её правку, перетаскивание — перенос, правая кнопка — удаление</translation>
    </message>
</context>
<context>
    <name>hexstride::LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Язык</translation>
    </message>
    <message>
        <source>&amp;System</source>
        <translation>&amp;Системный</translation>
    </message>
    <message>
        <source>Follow the language of the operating system</source>
        <translation>Язык операционной системы</translation>
    </message>
</context>
<context>
    <name>hexstride::Layout</name>
    <message>
        <source>pointy-top</source>
        <translation>острый верх</translation>
    </message>
    <message>
        <source>flat-top</source>
        <translation>плоский верх</translation>
    </message>
    <message>
        <source>every second row (2nd, 4th, …)</source>
        <translation>каждая вторая строка (2-я, 4-я, …)</translation>
    </message>
    <message>
        <source>every second column (2nd, 4th, …)</source>
        <translation>каждый второй столбец (2-й, 4-й, …)</translation>
    </message>
    <message>
        <source>the first row and every other one (1st, 3rd, …)</source>
        <translation>первая строка и каждая вторая после неё (1-я, 3-я, …)</translation>
    </message>
    <message>
        <source>the first column and every other one (1st, 3rd, …)</source>
        <translation>первый столбец и каждый второй после него (1-й, 3-й, …)</translation>
    </message>
</context>
<context>
    <name>hexstride::ListButtons</name>
    <message>
        <source>&amp;Add…</source>
        <translation>&amp;Добавить…</translation>
    </message>
    <message>
        <source>Ed&amp;it…</source>
        <translation>&amp;Изменить…</translation>
    </message>
    <message>
        <source>Move &amp;Up</source>
        <translation>&amp;Выше</translation>
    </message>
    <message>
        <source>Move &amp;Down</source>
        <translation>Ни&amp;же</translation>
    </message>
    <message>
        <source>Remo&amp;ve</source>
        <translation>&amp;Удалить</translation>
    </message>
</context>
<context>
    <name>hexstride::ListFormsPage</name>
    <message>
        <source>Add %1</source>
        <translation>Добавить %1</translation>
    </message>
    <message>
        <source>Edit %1</source>
        <translation>Изменить %1</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation>Удалить %1</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>Переместить %1</translation>
    </message>
    <message>
        <source>Modifiers apply in the order of their Order number; a modifier moves only among those with the same number</source>
        <translation>Модификаторы применяются в порядке своего числа «Порядок»; модификатор перемещается только среди тех, у кого это число то же</translation>
    </message>
    <message>
        <source>Applied in this order; of the modifiers of one group only the first that matches is used.</source>
        <translation>Применяются в этом порядке; из модификаторов одной группы действует только первый подходящий.</translation>
    </message>
    <message>
        <source>Checked in this order; the first that matches is used.</source>
        <translation>Проверяются в этом порядке; действует первая подходящая запись.</translation>
    </message>
</context>
<context>
    <name>hexstride::MainWindow</name>
    <message>
        <source>Hexstride</source>
        <translation>Hexstride</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Повторить</translation>
    </message>
    <message>
        <source>%1 (%2)
%3</source>
        <translation>%1 (%2)
%3</translation>
    </message>
    <message>
        <source>&amp;Larger Brush</source>
        <translation>&amp;Увеличить кисть</translation>
    </message>
    <message>
        <source>&amp;Smaller Brush</source>
        <translation>У&amp;меньшить кисть</translation>
    </message>
    <message>
        <source>Tool Options</source>
        <translation>Параметры инструмента</translation>
    </message>
    <message>
        <source>Undo History</source>
        <translation>История правок</translation>
    </message>
    <message>
        <source>&lt;opened map&gt;</source>
        <translation>&lt;открытая карта&gt;</translation>
    </message>
    <message>
        <source>Hex under the cursor</source>
        <translation>Гекс под курсором</translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation>Местность</translation>
    </message>
    <message>
        <source>Elevation</source>
        <translation>Высота</translation>
    </message>
    <message>
        <source>Features on the sides of the hex</source>
        <translation>Объекты на сторонах гекса</translation>
    </message>
    <message>
        <source>Zoom</source>
        <translation>Масштаб</translation>
    </message>
    <message>
        <source>%1[*] — Hexstride</source>
        <translation>%1[*] — Hexstride</translation>
    </message>
    <message>
        <source>%1[*] (%2) — Hexstride</source>
        <translation>%1[*] (%2) — Hexstride</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>elev. %1</source>
        <translation>выс. %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>About Hexstride</source>
        <translation>О программе Hexstride</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Hexstride %1&lt;/h3&gt;&lt;p&gt;A hex-map editor and movement planner for wargames and play-by-mail games.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Hexstride %1&lt;/h3&gt;&lt;p&gt;Редактор гексагональных карт и планировщик передвижений для варгеймов и игр по переписке.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation>Несохранённые изменения</translation>
    </message>
    <message>
        <source>The map "%1" has unsaved changes. Save them?</source>
        <translation>В карте «%1» есть несохранённые изменения. Сохранить их?</translation>
    </message>
    <message numerus="yes">
        <source>Copied %n hex(es)</source>
        <translation>
            <numerusform>Скопирован %n гекс</numerusform>
            <numerusform>Скопировано %n гекса</numerusform>
            <numerusform>Скопировано %n гексов</numerusform>
        </translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>Вставка</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Удаление</translation>
    </message>
    <message>
        <source>Resize Map</source>
        <translation>Размер карты</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Столбцы</translation>
    </message>
    <message>
        <source>Rows</source>
        <translation>Строки</translation>
    </message>
    <message>
        <source>Columns added on the left (negative removes)</source>
        <translation>Столбцы, добавляемые слева (отрицательное число удаляет)</translation>
    </message>
    <message>
        <source>&amp;Columns:</source>
        <translation>&amp;Столбцы:</translation>
    </message>
    <message>
        <source>&amp;Rows:</source>
        <translation>С&amp;троки:</translation>
    </message>
    <message>
        <source>Add on the &amp;left:</source>
        <translation>Добавить с&amp;лева:</translation>
    </message>
    <message>
        <source>Add at the &amp;top:</source>
        <translation>Добавить с&amp;верху:</translation>
    </message>
    <message>
        <source>&amp;New hexes:</source>
        <translation>&amp;Новые гексы:</translation>
    </message>
    <message>
        <source>Map Properties</source>
        <translation>Свойства карты</translation>
    </message>
    <message>
        <source>Column,row from 0 ("12,7")</source>
        <translation>Столбец,строка с 0 («12,7»)</translation>
    </message>
    <message>
        <source>XXYY from 1 ("1308")</source>
        <translation>XXYY с 1 («1308»)</translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation>&amp;Название:</translation>
    </message>
    <message>
        <source>R&amp;uleset:</source>
        <translation>Набор &amp;правил:</translation>
    </message>
    <message>
        <source>Hex &amp;labels:</source>
        <translation>Н&amp;умерация гексов:</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>Размер:</translation>
    </message>
    <message>
        <source>Open Map</source>
        <translation>Открыть карту</translation>
    </message>
    <message>
        <source>Cannot Open Map</source>
        <translation>Не удаётся открыть карту</translation>
    </message>
    <message>
        <source>Save Map As</source>
        <translation>Сохранить карту как</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Сохранено: %1</translation>
    </message>
    <message>
        <source>&amp;%1 %2</source>
        <translation>&amp;%1 %2</translation>
    </message>
    <message>
        <source>&amp;Clear List</source>
        <translation>&amp;Очистить список</translation>
    </message>
    <message>
        <source>Import JOverseer Terrain</source>
        <translation>Импорт местности JOverseer</translation>
    </message>
    <message>
        <source>JOverseer terrain (*.terrain);;All files (*)</source>
        <translation>Местность JOverseer (*.terrain);;Все файлы (*)</translation>
    </message>
    <message>
        <source>Import JOverseer Hex-Sides</source>
        <translation>Импорт сторон гексов JOverseer</translation>
    </message>
    <message>
        <source>JOverseer traffic (*.traffic);;All files (*)</source>
        <translation>Стороны гексов JOverseer (*.traffic);;Все файлы (*)</translation>
    </message>
    <message>
        <source>Cannot Import</source>
        <translation>Не удаётся импортировать</translation>
    </message>
    <message>
        <source>Imported with Warnings</source>
        <translation>Импорт с предупреждениями</translation>
    </message>
    <message numerus="yes">
        <source>The map was imported. %n hex-side record(s) need a look: features recorded from one hex only, or hexes missing from the terrain file.</source>
        <translation>
            <numerusform>Карта импортирована. %n запись о стороне гекса требует проверки: объекты, записанные только с одной стороны, или гексы, которых нет в файле местности.</numerusform>
            <numerusform>Карта импортирована. %n записи о сторонах гексов требуют проверки: объекты, записанные только с одной стороны, или гексы, которых нет в файле местности.</numerusform>
            <numerusform>Карта импортирована. %n записей о сторонах гексов требуют проверки: объекты, записанные только с одной стороны, или гексы, которых нет в файле местности.</numerusform>
        </translation>
    </message>
    <message>
        <source>Export Map</source>
        <translation>Экспорт карты</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)</source>
        <translation>Изображение PNG (*.png);;Рисунок SVG (*.svg);;Документ PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Cannot Export</source>
        <translation>Не удаётся экспортировать</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>Экспортировано: %1</translation>
    </message>
    <message>
        <source>The ruleset "%1" is not available: the map is drawn, but movement costs cannot be computed.</source>
        <translation>Набор правил «%1» недоступен: карта отображается, но стоимость движения не вычисляется.</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Отменить: %1</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Повторить: %1</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>П&amp;равила</translation>
    </message>
    <message>
        <source>Cost Table &amp;Designer…</source>
        <translation>&amp;Редактор таблиц стоимости…</translation>
    </message>
    <message>
        <source>View, check and edit the cost tables of the map's ruleset</source>
        <translation>Просмотр, проверка и правка таблиц стоимости набора правил карты</translation>
    </message>
    <message>
        <source>Custom Ruleset Not Available</source>
        <translation>Собственный набор правил карты недоступен</translation>
    </message>
    <message>
        <source>%1

The map is shown with the bundled ruleset "%2" instead.</source>
        <translation>%1

Карта показана со стандартным набором правил «%2».</translation>
    </message>
    <message numerus="yes">
        <source>%1 × %Ln hex(es)</source>
        <translation>
            <numerusform>%1 × %Ln гекс</numerusform>
            <numerusform>%1 × %Ln гекса</numerusform>
            <numerusform>%1 × %Ln гексов</numerusform>
        </translation>
    </message>
    <message>
        <source>Recovered unsaved changes of %1</source>
        <translation>Восстановлены несохранённые изменения %1</translation>
    </message>
    <message>
        <source>Cannot Reload Map</source>
        <translation>Не удаётся перезагрузить карту</translation>
    </message>
    <message>
        <source>Reloaded %1</source>
        <translation>Перезагружено: %1</translation>
    </message>
    <message>
        <source>&amp;Heat Map of Entry Costs</source>
        <translation>&amp;Тепловая карта стоимости входа</translation>
    </message>
    <message>
        <source>Colour each hex by the cost of entering it, for the unit chosen in the cost-table designer</source>
        <translation>Раскрасить каждый гекс по стоимости входа в него для отряда, выбранного в редакторе таблиц стоимости</translation>
    </message>
    <message>
        <source>Rows added at the top (negative removes)</source>
        <translation>Строки, добавляемые сверху (отрицательное число убирает)</translation>
    </message>
    <message>
        <source>Change Ruleset to %1</source>
        <translation>Смена набора правил: «%1»</translation>
    </message>
    <message>
        <source>&amp;Go to Hex…</source>
        <translation>Пере&amp;йти к гексу…</translation>
    </message>
    <message>
        <source>Centre the map on a hex given by its number</source>
        <translation>Показать в центре гекс с заданным номером</translation>
    </message>
    <message>
        <source>Find labels and units by name</source>
        <translation>Найти надписи и отряды по названию</translation>
    </message>
    <message>
        <source>Hex &amp;Numbers</source>
        <translation>&amp;Номера гексов</translation>
    </message>
    <message>
        <source>Show every hex's number at every zoom the grid shows</source>
        <translation>Показывать номер каждого гекса при любом масштабе, где видна сетка</translation>
    </message>
    <message>
        <source>Go to Hex</source>
        <translation>Переход к гексу</translation>
    </message>
    <message>
        <source>Hex number:</source>
        <translation>Номер гекса:</translation>
    </message>
    <message>
        <source>"%1" is not a hex of this map (hexes are numbered like %2).</source>
        <translation>«%1» — не гекс этой карты (номера гексов имеют вид %2).</translation>
    </message>
    <message>
        <source>F&amp;ind…</source>
        <translation>&amp;Найти…</translation>
    </message>
    <message>
        <source>Hex maps (*.hexmap *.json *.tmx *.tmj);;Tiled maps (*.tmx *.tmj);;All files (*)</source>
        <translation>Карты (*.hexmap *.json *.tmx *.tmj);;Карты Tiled (*.tmx *.tmj);;Все файлы (*)</translation>
    </message>
    <message>
        <source>Hex maps (*.hexmap);;Plain JSON maps (*.json);;Tiled maps, XML (*.tmx);;Tiled maps, JSON (*.tmj)</source>
        <translation>Карты (*.hexmap);;Карты в простом JSON (*.json);;Карты Tiled, XML (*.tmx);;Карты Tiled, JSON (*.tmj)</translation>
    </message>
    <message>
        <source>Save as a Tiled Map</source>
        <translation>Сохранить как карту Tiled</translation>
    </message>
    <message>
        <source>Resolve &amp;Turn…</source>
        <translation>Провести &amp;ход…</translation>
    </message>
    <message>
        <source>Resolve the whole turn: every unit's plan moved together in the ruleset's sequence, with conflicts, decisions and a replay</source>
        <translation>Провести весь ход: планы всех отрядов выполняются вместе в порядке набора правил, со столкновениями, решениями и повтором</translation>
    </message>
    <message>
        <source>Open Orders</source>
        <translation>Открыть приказы</translation>
    </message>
    <message>
        <source>Orders files (*.txt);;All files (*)</source>
        <translation>Файлы приказов (*.txt);;Все файлы (*)</translation>
    </message>
    <message>
        <source>Cannot Open Orders</source>
        <translation>Не удаётся открыть приказы</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more problem(s)</source>
        <translation>
            <numerusform>… и ещё %n проблема</numerusform>
            <numerusform>… и ещё %n проблемы</numerusform>
            <numerusform>… и ещё %n проблем</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: its header names the map "%2", which is not in the file's folder</source>
        <translation>%1: заголовок называет карту «%2», а её нет в папке файла</translation>
    </message>
    <message>
        <source>The map's ruleset is unknown: its orders cannot be read.</source>
        <translation>Набор правил карты неизвестен: её приказы нельзя прочитать.</translation>
    </message>
    <message>
        <source>%1: names no side and no army of the map: whose orders are these?</source>
        <translation>%1: не названа ни сторона, ни армия карты — чьи это приказы?</translation>
    </message>
    <message>
        <source>Open Orders “%1”</source>
        <translation>Открытие приказов «%1»</translation>
    </message>
    <message numerus="yes">
        <source>Orders for %n army(ies) of %1</source>
        <translation>
            <numerusform>Приказы для %n армии стороны %1</numerusform>
            <numerusform>Приказы для %n армий стороны %1</numerusform>
            <numerusform>Приказы для %n армий стороны %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot Export Orders</source>
        <translation>Не удаётся экспортировать приказы</translation>
    </message>
    <message>
        <source>The map's ruleset is unknown: no orders can be checked.</source>
        <translation>Набор правил карты неизвестен: приказы нельзя проверить.</translation>
    </message>
    <message>
        <source>No army of the map has a side: there is no player's army to give orders to.</source>
        <translation>Ни у одной армии карты нет стороны: некому из армий игрока отдавать приказы.</translation>
    </message>
    <message>
        <source>Export Orders</source>
        <translation>Экспорт приказов</translation>
    </message>
    <message>
        <source>Orders for the armies of:</source>
        <translation>Приказы для армий стороны:</translation>
    </message>
    <message>
        <source>%1 (the map's own)</source>
        <translation>%1 (собственный набор правил карты)</translation>
    </message>
    <message>
        <source>Open &amp;Campaign…</source>
        <translation>Открыть ка&amp;мпанию…</translation>
    </message>
    <message>
        <source>Open a play-by-mail campaign's folder: take in the players' orders and resolve the turn</source>
        <translation>Открыть папку кампании игры по переписке: принять приказы игроков и провести ход</translation>
    </message>
    <message>
        <source>Open Recent Ca&amp;mpaign</source>
        <translation>Открыть недавню&amp;ю кампанию</translation>
    </message>
    <message>
        <source>Open Campaign</source>
        <translation>Открыть кампанию</translation>
    </message>
    <message>
        <source>No campaigns yet</source>
        <translation>Кампаний пока нет</translation>
    </message>
    <message>
        <source>A Campaign's Turn Map</source>
        <translation>Карта хода кампании</translation>
    </message>
    <message>
        <source>%1 is the map of turn %2 of a campaign: the players' packages were made from it and resolving the turn reads it, so it is not saved over. Save a copy elsewhere?</source>
        <translation>%1 — карта хода %2 кампании: по ней собраны пакеты игроков, и по ней проводится ход, поэтому она не перезаписывается. Сохранить копию в другом месте?</translation>
    </message>
    <message>
        <source>%1[*] (%2, turn %3) — Hexstride</source>
        <translation>%1[*] (%2, ход %3) — Hexstride</translation>
    </message>
    <message>
        <source>Lost in this file:
%1

</source>
        <translation>В этом файле пропадёт:
%1

</translation>
    </message>
    <message>
        <source>Tiled shows the terrain, hex features, hex-sides, labels and elevation. It cannot show %1: Hexstride keeps them in the map property "hexstride", so that they come back when the map is opened here again, as long as that property is left alone in Tiled.

%2Save as a Tiled map?</source>
        <translation>Tiled показывает местность, объекты гексов, стороны гексов, подписи и высоты. Он не может показать: %1. Hexstride хранит это в свойстве карты «hexstride», и всё вернётся, когда карту снова откроют здесь, если в Tiled это свойство не трогать.

%2Сохранить как карту Tiled?</translation>
    </message>
    <message>
        <source>Cannot Save Map</source>
        <translation>Не удаётся сохранить карту</translation>
    </message>
    <message numerus="yes">
        <source>%n label(s) not drawn: the labels lie on one another over more than %1 times the area drawn</source>
        <translation>
            <numerusform>%n надпись не нарисована: надписи лежат друг на друге и заняли бы больше %1 площадей рисунка</numerusform>
            <numerusform>%n надписи не нарисованы: надписи лежат друг на друге и заняли бы больше %1 площадей рисунка</numerusform>
            <numerusform>%n надписей не нарисовано: надписи лежат друг на друге и заняли бы больше %1 площадей рисунка</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot Print</source>
        <translation>Не удаётся напечатать</translation>
    </message>
    <message>
        <source>Ne&amp;w Campaign…</source>
        <translation>Созд&amp;ать кампанию…</translation>
    </message>
    <message>
        <source>Start a play-by-mail campaign from this map: a folder with each player's package for the first turn</source>
        <translation>Начать кампанию по переписке с этой карты: папка с пакетом каждого игрока на первый ход</translation>
    </message>
    <message>
        <source>Campaign made in %1: each player's package is in turn-001/players</source>
        <translation>Кампания создана в %1: пакеты игроков — в turn-001/players</translation>
    </message>
    <message>
        <source>The side %1 has no army on this map: there are no orders to export.</source>
        <translation>У стороны %1 нет армий на этой карте: экспортировать нечего.</translation>
    </message>
    <message>
        <source>orders.txt</source>
        <translation>приказы.txt</translation>
    </message>
    <message>
        <source>orders</source>
        <translation>приказы</translation>
    </message>
    <message>
        <source>%1-turn-%2.txt</source>
        <translation>%1-ход-%2.txt</translation>
    </message>
    <message>
        <source>%1-orders.txt</source>
        <translation>%1-приказы.txt</translation>
    </message>
    <message numerus="yes">
        <source>Exported to %1: orders for %n army(ies), %2 standing</source>
        <translation>
            <numerusform>Записано в %1: приказы для %n армии, на месте: %2</numerusform>
            <numerusform>Записано в %1: приказы для %n армий, на месте: %2</numerusform>
            <numerusform>Записано в %1: приказы для %n армий, на месте: %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hexstride::MapCheck</name>
    <message>
        <source>%1: %2 on the %3 side was recorded from this hex only on import</source>
        <translation>%1: %2 на стороне гекса %3 — при импорте записано только с этого гекса</translation>
    </message>
    <message>
        <source>%1: a ford or bridge on the %2 side has no river</source>
        <translation>%1: брод или мост на стороне гекса %2 без реки</translation>
    </message>
    <message>
        <source>%1: a road runs into the water</source>
        <translation>%1: дорога уходит в воду</translation>
    </message>
    <message>
        <source>%1: land cut off from all other land</source>
        <translation>%1: суша, отрезанная от всей остальной суши</translation>
    </message>
    <message numerus="yes">
        <source>%1: a river piece of %n side(s) joins no other river (a gap in the river?)</source>
        <translation>
            <numerusform>%1: кусок реки из %n стороны гекса не соединён с другой рекой (разрыв реки?)</numerusform>
            <numerusform>%1: кусок реки из %n сторон гексов не соединён с другой рекой (разрыв реки?)</numerusform>
            <numerusform>%1: кусок реки из %n сторон гексов не соединён с другой рекой (разрыв реки?)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: a road on the %2 side leads where no unit may step</source>
        <translation>%1: дорога на стороне гекса %2 ведёт туда, куда нельзя пройти ни одному отряду</translation>
    </message>
    <message numerus="yes">
        <source>%1: river sides close a ring round %n hex(es) (drawn round and round?)</source>
        <translation>
            <numerusform>%1: реки на сторонах гексов замкнуты кольцом вокруг %n гекса (мазок шёл по кругу?)</numerusform><numerusform>%1: реки на сторонах гексов замкнуты кольцом вокруг %n гексов (мазок шёл по кругу?)</numerusform><numerusform>%1: реки на сторонах гексов замкнуты кольцом вокруг %n гексов (мазок шёл по кругу?)</numerusform></translation>
    </message>
    <message>
        <source>%1: the road on the %2 side crosses a river (%3) with no bridge or ford</source>
        <translation>%1: дорога на стороне гекса %2 пересекает реку («%3») без моста и брода</translation>
    </message>
    <message>
        <source>%1: the road on the %2 side crosses what may not be crossed there (%3): a bridge or ford missing?</source>
        <translation>%1: дорога на стороне гекса %2 пересекает то, что здесь переходить нельзя («%3»): нет моста или брода?</translation>
    </message>
    <message>
        <source> (did you mean "%1"?)</source>
        <translation> (может быть, имелось в виду «%1»?)</translation>
    </message>
    <message numerus="yes">
        <source>%1: hex feature "%2" is not in the ruleset (%n hex(es))%3</source>
        <translation>
            <numerusform>%1: объекта в гексе «%2» нет в наборе правил (%n гекс)%3</numerusform>
            <numerusform>%1: объекта в гексе «%2» нет в наборе правил (%n гекса)%3</numerusform>
            <numerusform>%1: объекта в гексе «%2» нет в наборе правил (%n гексов)%3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: hex-side feature "%2" is not in the ruleset (%n hex-side(s))%3</source>
        <translation>
            <numerusform>%1: объекта на стороне гекса «%2» нет в наборе правил (%n сторона гекса)%3</numerusform>
            <numerusform>%1: объекта на стороне гекса «%2» нет в наборе правил (%n стороны гекса)%3</numerusform>
            <numerusform>%1: объекта на стороне гекса «%2» нет в наборе правил (%n сторон гекса)%3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: terrain "%2" is not in the ruleset (%n hex(es))%3</source>
        <translation>
            <numerusform>%1: местности «%2» нет в наборе правил (%n гекс)%3</numerusform>
            <numerusform>%1: местности «%2» нет в наборе правил (%n гекса)%3</numerusform>
            <numerusform>%1: местности «%2» нет в наборе правил (%n гексов)%3</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hexstride::MapCheckDock</name>
    <message>
        <source>Map Check</source>
        <translation>Проверка карты</translation>
    </message>
    <message>
        <source>Not checked yet</source>
        <translation>Ещё не проверено</translation>
    </message>
    <message>
        <source>Check &amp;Again</source>
        <translation>Проверить &amp;снова</translation>
    </message>
    <message>
        <source>Check the map again (F7)</source>
        <translation>Проверить карту снова (F7)</translation>
    </message>
    <message>
        <source>No problems found</source>
        <translation>Проблем не найдено</translation>
    </message>
    <message>
        <source>No map</source>
        <translation>Нет карты</translation>
    </message>
    <message>
        <source>Click a problem to go to its hex, double-click to make it stand out; tick it once reviewed</source>
        <translation>Щелчок — перейти к гексу, двойной щелчок — выделить его; отметьте проблему, когда она просмотрена</translation>
    </message>
    <message numerus="yes">
        <source>%n open problem(s)</source>
        <translation>
            <numerusform>%n открытая проблема</numerusform>
            <numerusform>%n открытые проблемы</numerusform>
            <numerusform>%n открытых проблем</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n reviewed</source>
        <translation>
            <numerusform>, %n просмотрена</numerusform>
            <numerusform>, %n просмотрены</numerusform>
            <numerusform>, %n просмотрено</numerusform>
        </translation>
    </message>
    <message>
        <source>Mark Problem Reviewed</source>
        <translation>Отметить проблему как просмотренную</translation>
    </message>
    <message>
        <source>Reopen Problem</source>
        <translation>Вернуть проблему в открытые</translation>
    </message>
</context>
<context>
    <name>hexstride::MapDocument</name>
    <message>
        <source>untitled</source>
        <translation>без названия</translation>
    </message>
</context>
<context>
    <name>hexstride::MapExporter</name>
    <message>
        <source>Untitled map</source>
        <translation>Карта без названия</translation>
    </message>
    <message>
        <source>%1: cannot write the file</source>
        <translation>%1: не удаётся записать файл</translation>
    </message>
    <message>
        <source>%1: unknown image type "%2" (use .png, .svg or .pdf)</source>
        <translation>%1: неизвестный тип изображения «%2» (используйте .png, .svg или .pdf)</translation>
    </message>
    <message>
        <source>%1: the image is too large</source>
        <translation>%1: изображение слишком велико</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>an image of %1 × %2 pixels is too large: the limit is %3 pixels a side and %4 million pixels (about %5 MB); choose a smaller width</source>
        <translation>изображение %1 × %2 пикселей слишком велико: предел — %3 пикселей по стороне и %4 млн пикселей (около %5 МБ); выберите меньшую ширину</translation>
    </message>
    <message>
        <source>Units</source>
        <translation>Отряды</translation>
    </message>
    <message>
        <source>Units: %1</source>
        <translation>Отряды: %1</translation>
    </message>
    <message>
        <source>%1 →</source>
        <translation>%1 →</translation>
    </message>
    <message>
        <source>← %1</source>
        <translation>← %1</translation>
    </message>
    <message>
        <source>↓ %1</source>
        <translation>↓ %1</translation>
    </message>
    <message>
        <source>↑ %1</source>
        <translation>↑ %1</translation>
    </message>
    <message>
        <source>Page %1 (%2 of %3) · %4 mm a hex</source>
        <translation>Страница %1 (%2 из %3) · %4 мм на гекс</translation>
    </message>
    <message>
        <source>the map has %1 × %2 hexes: over pages at 3 mm a hex, the smallest size, they come to %3 hexes, and at most %4 are printed over pages: print the map fitted to one page, or as a picture</source>
        <translation>на карте %1 × %2 гексов: на листах при гексе 3 мм, наименьшем размере, это %3 гексов, а на листах печатается не больше %4: печатайте карту целиком на одной странице или картинкой</translation>
    </message>
    <message>
        <source>at %1 mm a hex the map takes %2 × %3 = %4 pages; at most %5 are printed: choose a hex size of at most %6 mm</source>
        <translation>при гексе %1 мм карта занимает %2 × %3 = %4 листов; печатается не больше %5: выберите гекс не больше %6 мм</translation>
    </message>
    <message>
        <source>at %1 mm a hex the map's %2 pages hold %3 hexes in all; at most %4 are printed over pages: choose a hex size of at most %5 mm</source>
        <translation>при гексе %1 мм на %2 листах карты всего %3 гексов; на листах печатается не больше %4: выберите гекс не больше %5 мм</translation>
    </message>
</context>
<context>
    <name>hexstride::MapInputs</name>
    <message>
        <source>%1 is the open map's background image: it is not written over (the picture would be lost). Choose another file.</source>
        <translation>%1 — фоновое изображение открытой карты: поверх него не записывается (изображение было бы потеряно). Выберите другой файл.</translation>
    </message>
    <message>
        <source>%1 is the open map's ruleset file: it is not written over (the ruleset would be lost). Choose another file.</source>
        <translation>%1 — файл набора правил открытой карты: поверх него не записывается (набор правил был бы потерян). Выберите другой файл.</translation>
    </message>
    <message>
        <source>%1 is a tileset picture the open map's tiles are drawn from: it is not written over. Choose another file.</source>
        <translation>%1 — картинка набора тайлов, из которой нарисованы тайлы открытой карты: поверх неё не записывается. Выберите другой файл.</translation>
    </message>
    <message>
        <source>%1 is the open map's own file: it is not written over from here (the map would be lost). Choose another file.</source>
        <translation>%1 — собственный файл открытой карты: отсюда поверх него не записывается (карта была бы потеряна). Выберите другой файл.</translation>
    </message>
</context>
<context>
    <name>hexstride::MapPrinter</name>
    <message>
        <source>At %1 mm a hex the map takes %2 pages holding %3 hexes, more than Hexstride prints over pages (%4 pages, %5 hexes): choose "Fit to one page", or export the map as a picture</source>
        <translation>При %1 мм на гекс карта занимает страниц: %2, гексов на них: %3 — больше, чем Hexstride печатает на нескольких страницах (страниц: %4, гексов: %5): выберите «Уместить на одну страницу» или экспортируйте карту как изображение</translation>
    </message>
</context>
<context>
    <name>hexstride::MapReshape</name>
    <message numerus="yes">
        <source>%n hex(es)</source>
        <translation>
            <numerusform>%n гекс</numerusform>
            <numerusform>%n гекса</numerusform>
            <numerusform>%n гексов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hex-side(s)</source>
        <translation>
            <numerusform>%n сторона гекса</numerusform>
            <numerusform>%n стороны гексов</numerusform>
            <numerusform>%n сторон гексов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n label(s)</source>
        <translation>
            <numerusform>%n надпись</numerusform>
            <numerusform>%n надписи</numerusform>
            <numerusform>%n надписей</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unit(s)</source>
        <translation>
            <numerusform>%n отряд</numerusform>
            <numerusform>%n отряда</numerusform>
            <numerusform>%n отрядов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n plan(s)</source>
        <translation>
            <numerusform>%n план</numerusform>
            <numerusform>%n плана</numerusform>
            <numerusform>%n планов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hex owner(s)</source>
        <translation>
            <numerusform>%n владелец гекса</numerusform>
            <numerusform>%n владельца гексов</numerusform>
            <numerusform>%n владельцев гексов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n reviewed problem(s)</source>
        <translation>
            <numerusform>%n просмотренная проблема</numerusform>
            <numerusform>%n просмотренные проблемы</numerusform>
            <numerusform>%n просмотренных проблем</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <comment>a list of removed things</comment>
        <translation>%1 и %2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
</context>
<context>
    <name>hexstride::MessageText</name>
    <message>
        <source>%1 MB</source>
        <translation>%1 МБ</translation>
    </message>
    <message>
        <source>%1 KB</source>
        <translation>%1 КБ</translation>
    </message>
    <message>
        <source>1 byte</source>
        <translation>1 Б</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 Б</translation>
    </message>
</context>
<context>
    <name>hexstride::MinimumMoveGroup</name>
    <message>
        <source>Minimum move</source>
        <translation>Минимальное движение</translation>
    </message>
    <message>
        <source>Hexes a turn, whatever they cost:</source>
        <translation>Гексов за ход при любой стоимости:</translation>
    </message>
    <message>
        <source>Except on steps where:</source>
        <translation>Кроме шагов, где:</translation>
    </message>
    <message>
        <source>Source:</source>
        <translation>Источник:</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>Change the minimum move</source>
        <translation>Изменить минимальное движение</translation>
    </message>
</context>
<context>
    <name>hexstride::ModifierDialog</name>
    <message>
        <source>Add Modifier</source>
        <translation>Добавить модификатор</translation>
    </message>
    <message>
        <source>Edit Modifier</source>
        <translation>Изменить модификатор</translation>
    </message>
    <message>
        <source>add the value to the cost</source>
        <translation>прибавить значение к стоимости</translation>
    </message>
    <message>
        <source>multiply the cost by the value</source>
        <translation>умножить стоимость на значение</translation>
    </message>
    <message>
        <source>the cost becomes the value</source>
        <translation>стоимость становится равной значению</translation>
    </message>
    <message>
        <source>add this share of the unit's full allowance</source>
        <translation>прибавить эту долю полного запаса ОД отряда</translation>
    </message>
    <message>
        <source>once per step</source>
        <translation>один раз за шаг</translation>
    </message>
    <message>
        <source>per level climbed</source>
        <translation>за каждый уровень подъёма</translation>
    </message>
    <message>
        <source>per level descended</source>
        <translation>за каждый уровень спуска</translation>
    </message>
    <message>
        <source>Of the modifiers of one group only the first that matches applies (empty: none)</source>
        <translation>Из модификаторов одной группы действует только первый подходящий (пусто — без группы)</translation>
    </message>
    <message>
        <source>Modifiers apply from the lowest order up</source>
        <translation>Модификаторы применяются от меньшего порядка к большему</translation>
    </message>
    <message>
        <source>None ticked: the modifier changes the costs of every table</source>
        <translation>Ничего не отмечено — модификатор меняет стоимости всех таблиц</translation>
    </message>
    <message>
        <source>Effec&amp;t:</source>
        <translation>Д&amp;ействие:</translation>
    </message>
    <message>
        <source>&amp;Value:</source>
        <translation>&amp;Значение:</translation>
    </message>
    <message>
        <source>&amp;Counted:</source>
        <translation>&amp;Считается:</translation>
    </message>
    <message>
        <source>&amp;Group:</source>
        <translation>&amp;Группа:</translation>
    </message>
    <message>
        <source>&amp;Order:</source>
        <translation>&amp;Порядок:</translation>
    </message>
    <message>
        <source>Only on costs &amp;from:</source>
        <translation>Только для &amp;таблиц:</translation>
    </message>
    <message>
        <source>no later modifier changes the cost</source>
        <translation>последующие модификаторы не меняют стоимость</translation>
    </message>
    <message>
        <source>Even where the table says "Not allowed"</source>
        <translation>Даже там, где в таблице «Нельзя»</translation>
    </message>
    <message>
        <source>A modifier changes the cost the table gives; where the table says "Not allowed" there is no cost to change, so a plain modifier cannot lift it. A modifier that sets the cost can, when this is ticked: a causeway that costs 1 whatever the terrain. Prohibitions and modifiers that forbid the step still forbid it.</source>
        <translation>Модификатор меняет стоимость из таблицы; там, где в таблице «Нельзя», менять нечего, поэтому обычный модификатор этого не отменит. Модификатор, задающий стоимость, отменяет «Нельзя», если отмечен этот флажок: например, гать стоит 1 при любой местности. Запреты и модификаторы, запрещающие шаг, по-прежнему его запрещают.</translation>
    </message>
</context>
<context>
    <name>hexstride::MovementRules</name>
    <message>
        <source>unknown unit option "%1" (options: %2)</source>
        <translation>неизвестный параметр отряда «%1» (параметры: %2)</translation>
    </message>
    <message>
        <source>"%1" is not a value of unit option "%2" (values: %3)</source>
        <translation>«%1» — недопустимое значение параметра отряда «%2» (значения: %3)</translation>
    </message>
    <message>
        <source>not allowed: %1</source>
        <translation>нельзя: %1</translation>
    </message>
    <message>
        <source>%1=%2 contradicts the rules, which imply %1=%3: %4</source>
        <translation>%1=%2 противоречит правилам, из которых следует %1=%3: %4</translation>
    </message>
</context>
<context>
    <name>hexstride::NamedConditionsPage</name>
    <message>
        <source>A named condition needs a name.</source>
        <translation>Именованному условию нужно имя.</translation>
    </message>
    <message>
        <source>conditions.%1: there is already a condition of that name</source>
        <translation>conditions.%1: условие с таким именем уже есть</translation>
    </message>
    <message>
        <source>&lt;b&gt;Named conditions&lt;/b&gt;: conditions that rules use by name</source>
        <translation>&lt;b&gt;Именованные условия&lt;/b&gt;: условия, на которые правила ссылаются по имени</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Имя</translation>
    </message>
    <message>
        <source>Reads</source>
        <translation>Читается так</translation>
    </message>
    <message>
        <source>&amp;Add Condition…</source>
        <translation>&amp;Добавить условие…</translation>
    </message>
    <message>
        <source>Ed&amp;it…</source>
        <translation>&amp;Изменить…</translation>
    </message>
    <message>
        <source>Change the condition or its name; rules that use it follow</source>
        <translation>Изменить условие или его имя; правила, которые его используют, изменятся вместе с ним</translation>
    </message>
    <message>
        <source>Remo&amp;ve</source>
        <translation>&amp;Удалить</translation>
    </message>
    <message>
        <source>Remove the condition; refused while a rule uses it</source>
        <translation>Удалить условие; нельзя, пока его использует какое-либо правило</translation>
    </message>
    <message>
        <source>No map is open.</source>
        <translation>Карта не открыта.</translation>
    </message>
    <message>
        <source>Add condition %1</source>
        <translation>Добавление условия %1</translation>
    </message>
    <message>
        <source>Edit condition %1</source>
        <translation>Изменение условия %1</translation>
    </message>
    <message>
        <source>Edit condition %1 as %2</source>
        <translation>Изменение условия %1 (теперь %2)</translation>
    </message>
    <message>
        <source>Remove condition %1</source>
        <translation>Удаление условия %1</translation>
    </message>
    <message>
        <source>Add Named Condition</source>
        <translation>Добавить именованное условие</translation>
    </message>
    <message>
        <source>Edit Named Condition</source>
        <translation>Изменить именованное условие</translation>
    </message>
</context>
<context>
    <name>hexstride::NewCampaignDialog</name>
    <message>
        <source>%1 campaign</source>
        <translation>Кампания %1</translation>
    </message>
    <message>
        <source>New Campaign</source>
        <translation>Новая кампания</translation>
    </message>
    <message>
        <source>A campaign is a whole play-by-mail game in one folder: each turn's map, the packages sent to the players, their orders and the reports. It starts from this map and its armies.</source>
        <translation>Кампания — вся игра по переписке в одной папке: карта каждого хода, пакеты, разосланные игрокам, их приказы и отчёты. Она начинается с этой карты и её армий.</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Выбрать…</translation>
    </message>
    <message>
        <source>as the ruleset says</source>
        <translation>как в наборе правил</translation>
    </message>
    <message>
        <source>the map's order of units</source>
        <translation>в порядке отрядов карты</translation>
    </message>
    <message>
        <source>side by side, in the players' order</source>
        <translation>по сторонам, в порядке игроков</translation>
    </message>
    <message>
        <source>drawn anew every turn</source>
        <translation>жребий заново каждый ход</translation>
    </message>
    <message>
        <source>Title:</source>
        <translation>Название:</translation>
    </message>
    <message>
        <source>Folder (new or empty):</source>
        <translation>Папка (новая или пустая):</translation>
    </message>
    <message>
        <source>Units move:</source>
        <translation>Порядок движения:</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Сторона</translation>
    </message>
    <message>
        <source>Armies (empty: all the side's others)</source>
        <translation>Армии (пусто — все прочие армии стороны)</translation>
    </message>
    <message>
        <source>Add Player</source>
        <translation>Добавить игрока</translation>
    </message>
    <message>
        <source>Remove Player</source>
        <translation>Убрать игрока</translation>
    </message>
    <message>
        <source>Make Campaign</source>
        <translation>Создать кампанию</translation>
    </message>
    <message>
        <source>Players:</source>
        <translation>Игроки:</translation>
    </message>
    <message>
        <source>Folder for the Campaign</source>
        <translation>Папка кампании</translation>
    </message>
    <message>
        <source>The map has no armies of any side: place units and give each a side first.</source>
        <translation>На карте нет армий ни одной стороны: сначала расставьте отряды и назначьте каждому сторону.</translation>
    </message>
    <message>
        <source>Choose the campaign's folder.</source>
        <translation>Выберите папку кампании.</translation>
    </message>
    <message>
        <source>Add at least one player.</source>
        <translation>Добавьте хотя бы одного игрока.</translation>
    </message>
    <message>
        <source>Player %1 has no name.</source>
        <translation>У игрока %1 нет имени.</translation>
    </message>
    <message>
        <source>campaign</source>
        <translation>кампания</translation>
    </message>
</context>
<context>
    <name>hexstride::NewMapDialog</name>
    <message>
        <source>Pointy top (rows)</source>
        <translation>Острый верх (строки)</translation>
    </message>
    <message>
        <source>Flat top (columns)</source>
        <translation>Плоский верх (столбцы)</translation>
    </message>
    <message>
        <source>Column,row from 0 ("12,7")</source>
        <translation>Столбец,строка с 0 («12,7»)</translation>
    </message>
    <message>
        <source>XXYY from 1 ("1308")</source>
        <translation>XXYY с 1 («1308»)</translation>
    </message>
    <message numerus="yes">
        <source> column(s)</source>
        <comment>spin box unit after the number</comment>
        <translation>
            <numerusform> столбец</numerusform>
            <numerusform> столбца</numerusform>
            <numerusform> столбцов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> row(s)</source>
        <comment>spin box unit after the number</comment>
        <translation>
            <numerusform> строка</numerusform>
            <numerusform> строки</numerusform>
            <numerusform> строк</numerusform>
        </translation>
    </message>
    <message>
        <source>The layout: tinted rows or columns are shifted by half a hex</source>
        <translation>Раскладка: закрашенные строки или столбцы сдвинуты на полгекса</translation>
    </message>
    <message numerus="yes">
        <source>%Ln hex(es), about %1 in memory</source>
        <translation>
            <numerusform>%Ln гекс, около %1 в памяти</numerusform>
            <numerusform>%Ln гекса, около %1 в памяти</numerusform>
            <numerusform>%Ln гексов, около %1 в памяти</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (being edited in the designer)</source>
        <translation>%1 (открыт в редакторе таблиц стоимости)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>From File…</source>
        <translation>Из файла…</translation>
    </message>
    <message>
        <source>Ruleset for the New Map</source>
        <translation>Набор правил для новой карты</translation>
    </message>
    <message>
        <source>Rulesets (*.json)</source>
        <translation>Наборы правил (*.json)</translation>
    </message>
    <message>
        <source>Cannot Use the Ruleset</source>
        <translation>Не удаётся использовать набор правил</translation>
    </message>
    <message>
        <source>Every second one (2nd, 4th, …)</source>
        <translation>Каждая вторая (2-я, 4-я, …)</translation>
    </message>
    <message>
        <source>The first and every other one (1st, 3rd, …)</source>
        <translation>Первая и далее через одну (1-я, 3-я, …)</translation>
    </message>
</context>
<context>
    <name>hexstride::NewRulesetDialog</name>
    <message>
        <source>New Ruleset</source>
        <translation>Новый набор правил</translation>
    </message>
    <message>
        <source>Blank</source>
        <translation>Пустой</translation>
    </message>
    <message>
        <source>Copy of the open ruleset (%1)</source>
        <translation>Копия открытого набора правил (%1)</translation>
    </message>
    <message>
        <source>Copy of %1</source>
        <translation>Копия: %1</translation>
    </message>
    <message>
        <source>my-ruleset</source>
        <translation>my-ruleset</translation>
    </message>
    <message>
        <source>&amp;Start from:</source>
        <translation>&amp;Начать с:</translation>
    </message>
    <message>
        <source>&amp;Id:</source>
        <translation>Ко&amp;д:</translation>
    </message>
    <message>
        <source>&amp;English name:</source>
        <translation>Название по-&amp;английски:</translation>
    </message>
    <message>
        <source>&amp;Russian name:</source>
        <translation>Название по-&amp;русски:</translation>
    </message>
    <message>
        <source>Give the ruleset an id.</source>
        <translation>Задайте код набора правил.</translation>
    </message>
    <message>
        <source>Give the ruleset an English name.</source>
        <translation>Дайте набору правил английское название.</translation>
    </message>
</context>
<context>
    <name>hexstride::OccupancyRuleDialog</name>
    <message>
        <source>Units may &amp;pass through</source>
        <translation>Отряды могут &amp;пройти насквозь</translation>
    </message>
    <message>
        <source>Units may e&amp;nd their move there</source>
        <translation>Отряды могут &amp;закончить там движение</translation>
    </message>
    <message>
        <source>a period</source>
        <translation>периода</translation>
    </message>
    <message>
        <source>a turn</source>
        <translation>хода</translation>
    </message>
    <message>
        <source>the orders</source>
        <translation>списка приказов</translation>
    </message>
    <message>
        <source>Add Occupancy Rule</source>
        <translation>Добавить правило о занятых гексах</translation>
    </message>
    <message>
        <source>Edit Occupancy Rule</source>
        <translation>Изменить правило о занятых гексах</translation>
    </message>
    <message>
        <source>Not at the end of:</source>
        <translation>Нельзя в конце:</translation>
    </message>
    <message>
        <source>Tick at least one pause at which units may not stop there.</source>
        <translation>Отметьте хотя бы одну паузу, в которую там нельзя останавливаться.</translation>
    </message>
</context>
<context>
    <name>hexstride::OptionValueRows</name>
    <message>
        <source>Option</source>
        <translation>Параметр</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Значение</translation>
    </message>
    <message>
        <source>Add Row</source>
        <translation>Добавить строку</translation>
    </message>
    <message>
        <source>Remove Row</source>
        <translation>Удалить строку</translation>
    </message>
</context>
<context>
    <name>hexstride::Orders</name>
    <message>
        <source>empty order at position %1</source>
        <translation>пустой приказ в позиции %1</translation>
    </message>
    <message>
        <source>unknown order "%1" at position %2 (order %3); expected one of: %4</source>
        <translation>неизвестный приказ «%1» в позиции %2 (приказ %3); ожидается одно из: %4</translation>
    </message>
    <message>
        <source>turn %1: %2</source>
        <translation>ход %1: %2</translation>
    </message>
    <message>
        <source>"%1" is a destination order, but this unit moves by directions: no destination rule of the ruleset applies to it</source>
        <translation>«%1» — приказ с гексом назначения, но этот отряд движется по направлениям: ни одно правило назначения из набора правил к нему не относится</translation>
    </message>
    <message>
        <source>more than %1 orders (order %2 at position %3): no ruleset lets a unit carry out that many</source>
        <translation>больше %1 приказов (приказ %2 в позиции %3): ни один набор правил не позволяет отряду выполнить столько</translation>
    </message>
    <message>
        <source>rest</source>
        <extracomment>A hold order in the planner's steps table (a day of rest); typed back, it is read as one.</extracomment>
        <translation>отдых</translation>
    </message>
</context>
<context>
    <name>hexstride::OverviewDock</name>
    <message>
        <source>Click or drag to move the view</source>
        <translation>Щёлкните или перетащите, чтобы сдвинуть вид</translation>
    </message>
    <message>
        <source>Overview</source>
        <translation>Обзор</translation>
    </message>
</context>
<context>
    <name>hexstride::OwnerBox</name>
    <message>
        <source>(nobody)</source>
        <translation>(никто)</translation>
    </message>
    <message>
        <source>a new side's name</source>
        <translation>название новой стороны</translation>
    </message>
    <message>
        <source>The side that owns the hex's population centre and fortification: choose one, or type the name of a new side</source>
        <translation>Сторона, которой принадлежат населённый пункт и укрепление гекса: выберите её или введите название новой стороны</translation>
    </message>
    <message>
        <source>The side cannot be used: %1</source>
        <translation>Эту сторону использовать нельзя: %1</translation>
    </message>
</context>
<context>
    <name>hexstride::OwnerToolTip</name>
    <message>
        <source>Hex %1 — owner: %2</source>
        <translation>Гекс %1 — владелец: %2</translation>
    </message>
</context>
<context>
    <name>hexstride::PaintTerrainCommand</name>
    <message>
        <source>Paint Terrain</source>
        <translation>Рисование местности</translation>
    </message>
    <message numerus="yes">
        <source>Brush: %n hex(es)</source>
        <translation>
            <numerusform>Кисть: %n гекс</numerusform>
            <numerusform>Кисть: %n гекса</numerusform>
            <numerusform>Кисть: %n гексов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Flood Fill: %n hex(es) to %1</source>
        <translation>
            <numerusform>Заливка: %n гекс — %1</numerusform>
            <numerusform>Заливка: %n гекса — %1</numerusform>
            <numerusform>Заливка: %n гексов — %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Fill Selection: %n hex(es)</source>
        <translation>
            <numerusform>Заливка выделения: %n гекс</numerusform>
            <numerusform>Заливка выделения: %n гекса</numerusform>
            <numerusform>Заливка выделения: %n гексов</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hexstride::PaletteDock</name>
    <message>
        <source>Palette</source>
        <translation>Палитра</translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation>Местность</translation>
    </message>
    <message>
        <source>Hex-sides</source>
        <translation>Стороны гексов</translation>
    </message>
    <message>
        <source>Features</source>
        <translation>Объекты</translation>
    </message>
    <message>
        <source>Terrain for the brush and the fill</source>
        <translation>Местность для кисти и заливки</translation>
    </message>
    <message>
        <source>Rivers, roads, fords, bridges and walls for the edge tool</source>
        <translation>Реки, дороги, броды, мосты и стены для инструмента сторон гексов</translation>
    </message>
    <message>
        <source>Towns, castles and other features for the hex feature tool</source>
        <translation>Города, замки и другие объекты для инструмента объектов в гексах</translation>
    </message>
    <message>
        <source>%1 (key %2)</source>
        <translation>%1 (клавиша %2)</translation>
    </message>
</context>
<context>
    <name>hexstride::PeriodDialog</name>
    <message>
        <source>Add Period</source>
        <translation>Добавить период</translation>
    </message>
    <message>
        <source>Edit Period</source>
        <translation>Изменить период</translation>
    </message>
    <message>
        <source>lower-case-id</source>
        <translation>код-строчными-буквами</translation>
    </message>
    <message>
        <source>(none: a period of its own)</source>
        <translation>(нет: самостоятельный период)</translation>
    </message>
    <message>
        <source>&amp;Id:</source>
        <translation>&amp;Код:</translation>
    </message>
    <message>
        <source>&amp;English name:</source>
        <translation>Название по-&amp;английски:</translation>
    </message>
    <message>
        <source>&amp;Russian name:</source>
        <translation>Название по-&amp;русски:</translation>
    </message>
    <message>
        <source>&amp;Part of:</source>
        <translation>&amp;Входит в:</translation>
    </message>
    <message>
        <source>&amp;Moving in it:</source>
        <translation>&amp;Движутся в нём:</translation>
    </message>
    <message>
        <source>The units that move in this period, each with its full allowance; none: every unit</source>
        <translation>Отряды, которые движутся в этот период, каждый с полным запасом ОД; нет условия — все отряды</translation>
    </message>
</context>
<context>
    <name>hexstride::PeriodsGroup</name>
    <message>
        <source>No map is open.</source>
        <translation>Карта не открыта.</translation>
    </message>
    <message>
        <source>Periods of a turn</source>
        <translation>Периоды хода</translation>
    </message>
    <message>
        <source>Without periods that name who moves, a turn is one stretch of movement</source>
        <translation>Если ни один период не называет, кто движется, ход — одно сплошное движение</translation>
    </message>
    <message>
        <source>Add &amp;Period…</source>
        <translation>&amp;Добавить период…</translation>
    </message>
    <message>
        <source>Ed&amp;it…</source>
        <translation>&amp;Изменить…</translation>
    </message>
    <message>
        <source>Move &amp;Up</source>
        <translation>&amp;Выше</translation>
    </message>
    <message>
        <source>Move &amp;Down</source>
        <translation>Ни&amp;же</translation>
    </message>
    <message>
        <source>Remo&amp;ve</source>
        <translation>&amp;Убрать</translation>
    </message>
    <message>
        <source>part of %1</source>
        <translation>входит в период «%1»</translation>
    </message>
    <message>
        <source>moving: %1</source>
        <translation>движутся: %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Add period %1</source>
        <translation>Добавить период %1</translation>
    </message>
    <message>
        <source>Edit period %1</source>
        <translation>Изменить период %1</translation>
    </message>
    <message>
        <source>Move period %1</source>
        <translation>Переместить период %1</translation>
    </message>
    <message>
        <source>Remove period %1</source>
        <translation>Убрать период %1</translation>
    </message>
</context>
<context>
    <name>hexstride::PlanEvaluator</name>
    <message>
        <source>no destination rule of the ruleset applies to this unit</source>
        <translation>ни одно правило назначения из набора правил к этому отряду не относится</translation>
    </message>
</context>
<context>
    <name>hexstride::PlanStepsModel</name>
    <message>
        <source>Order</source>
        <translation>Приказ</translation>
    </message>
    <message>
        <source>Hex</source>
        <translation>Гекс</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Стоимость</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Итого</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Ход</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Статус</translation>
    </message>
    <message>
        <source>Compared</source>
        <translation>Сравн.</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>Разница</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>turn %1</source>
        <translation>ход %1</translation>
    </message>
    <message>
        <source>may be stopped</source>
        <translation>риск остановки</translation>
    </message>
</context>
<context>
    <name>hexstride::PlannerDock</name>
    <message>
        <source>Save Plan</source>
        <translation>Сохранить план</translation>
    </message>
    <message>
        <source>Plan name:</source>
        <translation>Название плана:</translation>
    </message>
    <message>
        <source>Movement Plan</source>
        <translation>План движения</translation>
    </message>
    <message>
        <source>Orders:</source>
        <translation>Приказы:</translation>
    </message>
    <message>
        <source>Type or paste orders, e.g. nw, nw, e, h</source>
        <translation>Введите или вставьте приказы, например: nw, nw, e, h</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Копировать</translation>
    </message>
    <message>
        <source>Why this cost:</source>
        <translation>Почему такая стоимость:</translation>
    </message>
    <message>
        <source>Plans saved in the map:</source>
        <translation>Планы, сохранённые в карте:</translation>
    </message>
    <message>
        <source>Save Plan…</source>
        <translation>Сохранить план…</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <source>Simultaneous moves, contested hexes:</source>
        <translation>Одновременное движение, спорные гексы:</translation>
    </message>
    <message>
        <source>Click the start hex or a unit.</source>
        <translation>Щёлкните начальный гекс или отряд.</translation>
    </message>
    <message>
        <source>The map's ruleset is unknown: no movement costs.</source>
        <translation>Набор правил карты неизвестен: стоимость движения не вычисляется.</translation>
    </message>
    <message>
        <source>Destination %1: allowed</source>
        <translation>Гекс назначения %1: можно</translation>
    </message>
    <message>
        <source>Destination %1: not allowed: %2</source>
        <translation>Гекс назначения %1: нельзя: %2</translation>
    </message>
    <message>
        <source>Click the destination.</source>
        <translation>Щёлкните гекс назначения.</translation>
    </message>
    <message>
        <source>Total %1 MP (unlimited allowance)</source>
        <translation>Всего %1 ОД (запас не ограничен)</translation>
    </message>
    <message>
        <source>Total %1 MP, %2 left of %3 in turn %4</source>
        <translation>Всего %1 ОД; ход %4: осталось %2 из %3</translation>
    </message>
    <message numerus="yes">
        <source>%n step(s) cannot be made</source>
        <translation>
            <numerusform>%n шаг невозможен</numerusform>
            <numerusform>%n шага невозможны</numerusform>
            <numerusform>%n шагов невозможно</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2 (%3): %4</source>
        <translation>%1, %2 (%3): %4</translation>
    </message>
    <message>
        <source>No two saved plans move into the same hex in the same period.</source>
        <translation>Никакие два сохранённых плана не входят в один гекс в один период.</translation>
    </message>
    <message>
        <source>Dice seed for ties:</source>
        <translation>Сид для бросков при ничьей:</translation>
    </message>
    <message>
        <source>players roll</source>
        <translation>бросают игроки</translation>
    </message>
    <message>
        <source>0: ties are left for the players to roll; another number rolls the dice reproducibly</source>
        <translation>0: при ничьей кости бросают игроки; с другим числом броски воспроизводимы</translation>
    </message>
    <message>
        <source>Edit Orders</source>
        <translation>Правка приказов</translation>
    </message>
    <message>
        <source>%1 becomes: %2</source>
        <translation>%1 теперь: %2</translation>
    </message>
    <message>
        <source>Show &amp;Reach</source>
        <translation>Показать &amp;досягаемость</translation>
    </message>
    <message>
        <source>this turn (greener: more MP left)</source>
        <translation>этот ход (зеленее — больше ОД в запасе)</translation>
    </message>
    <message numerus="yes">
        <source>%n turn(s) later</source>
        <translation>
            <numerusform>через %n ход</numerusform>
            <numerusform>через %n хода</numerusform>
            <numerusform>через %n ходов</numerusform>
        </translation>
    </message>
    <message>
        <source>Why this cost: hex %1 under the cursor</source>
        <translation>Почему такая стоимость: гекс %1 под курсором</translation>
    </message>
    <message>
        <source>Select a step or point at a hex.</source>
        <translation>Выберите шаг или наведите курсор на гекс.</translation>
    </message>
    <message>
        <source>Why this cost: step %1, to %2</source>
        <translation>Почему такая стоимость: шаг %1, в %2</translation>
    </message>
    <message>
        <source>Copy the orders to submit this turn to the clipboard</source>
        <translation>Скопировать в буфер обмена приказы, которые отдаются в этот ход</translation>
    </message>
    <message>
        <source>Copy All Turns</source>
        <translation>Копировать все ходы</translation>
    </message>
    <message>
        <source>Copy the orders of every turn of the plan to the clipboard, one turn a line</source>
        <translation>Скопировать в буфер обмена приказы всех ходов плана, по ходу на строку</translation>
    </message>
    <message>
        <source>Orders for this turn:</source>
        <translation>Приказы на этот ход:</translation>
    </message>
    <message>
        <source>This turn's orders. What you type here replaces the whole plan.</source>
        <translation>Приказы этого хода. Набранное здесь заменяет весь план.</translation>
    </message>
    <message>
        <source>Shade the hexes the moving unit can reach from where it stops, turn by turn (R while planning)</source>
        <translation>Закрасить гексы, до которых отряд может дойти от места остановки, по ходам (R при планировании)</translation>
    </message>
    <message>
        <source>Reach from where the unit stops:</source>
        <translation>Досягаемость от места остановки:</translation>
    </message>
    <message>
        <source>Orders for the whole plan:</source>
        <translation>Приказы на весь план:</translation>
    </message>
    <message>
        <source>Every turn's orders, as typed. The lines below say which are this turn's.</source>
        <translation>Приказы всех ходов, как они набраны. Какие из них относятся к этому ходу, указано в строках ниже.</translation>
    </message>
</context>
<context>
    <name>hexstride::PlannerSession</name>
    <message>
        <source>No route to %1 for this unit: every way there is blocked for it.</source>
        <translation>Нет пути в %1 для этого отряда: все дороги туда для него закрыты.</translation>
    </message>
    <message>
        <source>No route to %1 for this unit.</source>
        <translation>Нет пути в %1 для этого отряда.</translation>
    </message>
    <message>
        <source>No route to %1 for this unit: %2</source>
        <translation>Нет пути в %1 для этого отряда: %2</translation>
    </message>
</context>
<context>
    <name>hexstride::PlannerTool</name>
    <message>
        <source>Plan Movement</source>
        <translation>Планирование движения</translation>
    </message>
    <message>
        <source>Not allowed: %1</source>
        <translation>Нельзя: %1</translation>
    </message>
    <message>
        <source>Remove Step</source>
        <translation>Удаление шага</translation>
    </message>
    <message>
        <source>Move Waypoint</source>
        <translation>Перенос путевой точки</translation>
    </message>
    <message>
        <source>Add Step</source>
        <translation>Добавление шага</translation>
    </message>
    <message>
        <source>Plot Path</source>
        <translation>Прокладка пути</translation>
    </message>
    <message>
        <source>Add Rest</source>
        <translation>Добавление отдыха</translation>
    </message>
    <message>
        <source>Clear Plan</source>
        <translation>Очистка плана</translation>
    </message>
    <message>
        <source>Click a unit or the start hex, then hexes to plot a path; drag a waypoint to re-route. Keys: Enter starts at the selected hex, 7 8 9 4 6 1 2 3 add a step in that direction, Backspace or right click removes the last step, H rests, R shows the reach, Esc clears; Ctrl+click: new start.</source>
        <translation>Щёлкните отряд или начальный гекс, затем гексы пути; перетащите точку пути, чтобы проложить путь заново. Клавиши: Enter — начать с выбранного гекса, 7 8 9 4 6 1 2 3 — шаг в этом направлении, Backspace или правый щелчок — убрать последний шаг, H — отдых, R — досягаемость, Esc — очистить; Ctrl+щелчок — новое начало.</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>Start the plan at the selected hex (or the hex in the middle of the view)</source>
        <translation>Начать план с выбранного гекса (или с гекса в центре вида)</translation>
    </message>
    <message>
        <source>7 8 9 4 6 1 2 3 (keypad too)</source>
        <translation>7 8 9 4 6 1 2 3 (и на цифровой клавиатуре)</translation>
    </message>
    <message>
        <source>Add a step north-west, north, north-east, west, east, south-west, south, south-east</source>
        <translation>Шаг на СЗ, С, СВ, З, В, ЮЗ, Ю, ЮВ</translation>
    </message>
    <message>
        <source>H</source>
        <translation>H</translation>
    </message>
    <message>
        <source>Add a rest (a turn spent in place)</source>
        <translation>Добавить отдых (ход на месте)</translation>
    </message>
    <message>
        <source>Backspace</source>
        <translation>Backspace</translation>
    </message>
    <message>
        <source>Remove the last step</source>
        <translation>Убрать последний шаг</translation>
    </message>
    <message>
        <source>R</source>
        <translation>R</translation>
    </message>
    <message>
        <source>Show or hide the reach</source>
        <translation>Показать или скрыть досягаемость</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Clear the plan</source>
        <translation>Очистить план</translation>
    </message>
    <message>
        <source>Ctrl+click</source>
        <translation>Ctrl+щелчок</translation>
    </message>
    <message>
        <source>Start a new plan elsewhere</source>
        <translation>Начать новый план в другом месте</translation>
    </message>
</context>
<context>
    <name>hexstride::PlansModel</name>
    <message>
        <source>%1 from %2: %3</source>
        <translation>%1 из %2: %3</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>План</translation>
    </message>
    <message>
        <source>Save Plan “%1”</source>
        <translation>Сохранение плана «%1»</translation>
    </message>
    <message>
        <source>Delete Plan “%1”</source>
        <translation>Удаление плана «%1»</translation>
    </message>
    <message>
        <source>Rename Plan “%1” to “%2”</source>
        <translation>Переименование плана: «%1» → «%2»</translation>
    </message>
</context>
<context>
    <name>hexstride::PlayerArmies</name>
    <message>
        <source>%1: no orders yet</source>
        <translation>%1: приказов пока нет</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Keep the Orders of “%1”</source>
        <translation>Сохранение приказов «%1»</translation>
    </message>
</context>
<context>
    <name>hexstride::PlayerOrders</name>
    <message>
        <source>%1: an army of %2, not of %3 (the side of this file)</source>
        <translation>%1: армия стороны %2, а не %3 (стороны этого файла)</translation>
    </message>
    <message>
        <source>no side</source>
        <translation>без стороны</translation>
    </message>
    <message>
        <source>The army "%1" has a name an orders line cannot hold (a "|", a line break or spaces at an end): rename it first.</source>
        <translation>Имя армии «%1» нельзя записать в строку приказов (в нём есть «|», перенос строки или пробелы по краям): сначала переименуйте её.</translation>
    </message>
    <message>
        <source>The plan of "%1" starts in %2, but the army stands in %3: in a campaign an army's orders start where it stands.</source>
        <translation>План «%1» начинается в %2, а армия стоит в %3: в кампании приказы армии начинаются там, где она стоит.</translation>
    </message>
</context>
<context>
    <name>hexstride::ProfileChooser</name>
    <message>
        <source>%1 when %2 (%3)</source>
        <translation>%1, если %2 (%3)</translation>
    </message>
    <message>
        <source>Implied by the rules: %1</source>
        <translation>Следует из правил: %1</translation>
    </message>
</context>
<context>
    <name>hexstride::ProhibitionDialog</name>
    <message>
        <source>Add Prohibition</source>
        <translation>Добавить запрет</translation>
    </message>
    <message>
        <source>Edit Prohibition</source>
        <translation>Изменить запрет</translation>
    </message>
</context>
<context>
    <name>hexstride::PropertiesDock</name>
    <message>
        <source>Properties</source>
        <translation>Свойства</translation>
    </message>
    <message>
        <source>Property</source>
        <translation>Свойство</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Значение</translation>
    </message>
    <message>
        <source>Point at a hex to see what is on it</source>
        <translation>Наведите курсор на гекс</translation>
    </message>
    <message>
        <source>Hex</source>
        <translation>Гекс</translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation>Местность</translation>
    </message>
    <message>
        <source>Elevation</source>
        <translation>Высота</translation>
    </message>
    <message>
        <source>Features</source>
        <translation>Объекты</translation>
    </message>
    <message>
        <source>Side %1</source>
        <translation>Сторона %1</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>Надпись</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Отряд</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Owner</source>
        <translation>Владелец</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>никто</translation>
    </message>
    <message>
        <source>Double-click to choose the side that owns the hex</source>
        <translation>Дважды щёлкните, чтобы выбрать сторону-владельца гекса</translation>
    </message>
</context>
<context>
    <name>hexstride::Quantities</name>
    <message numerus="yes">
        <source>%n hex(es)</source>
        <translation>
            <numerusform>%n гекс</numerusform>
            <numerusform>%n гекса</numerusform>
            <numerusform>%n гексов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n movement point(s)</source>
        <translation>
            <numerusform>%n ОД</numerusform>
            <numerusform>%n ОД</numerusform>
            <numerusform>%n ОД</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n turn(s)</source>
        <translation>
            <numerusform>%n ход</numerusform>
            <numerusform>%n хода</numerusform>
            <numerusform>%n ходов</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hexstride::RangeRuleDialog</name>
    <message>
        <source>Add Range</source>
        <translation>Добавить дальность</translation>
    </message>
    <message>
        <source>Edit Range</source>
        <translation>Изменить дальность</translation>
    </message>
    <message>
        <source>In the scale's units where allowances are distances, else in hexes</source>
        <translation>В единицах масштаба, если запасы ОД — расстояния, иначе в гексах</translation>
    </message>
    <message>
        <source>&amp;Distance:</source>
        <translation>Рас&amp;стояние:</translation>
    </message>
</context>
<context>
    <name>hexstride::RecoveryDialog</name>
    <message>
        <source>Untitled map, autosaved %1</source>
        <translation>Карта без названия, автосохранение %1</translation>
    </message>
    <message>
        <source>%1, autosaved %2</source>
        <translation>%1, автосохранение %2</translation>
    </message>
    <message>
        <source>Recover Unsaved Maps</source>
        <translation>Восстановление несохранённых карт</translation>
    </message>
    <message>
        <source>Hexstride did not close properly last time. These maps had unsaved changes that were autosaved. Tick the ones to recover: they open as modified maps, to be saved where you like. Copies left unticked are deleted.</source>
        <translation>В прошлый раз Hexstride был закрыт некорректно. В этих картах были несохранённые изменения, которые сохранены автоматически. Отметьте те, что нужно восстановить: они откроются как изменённые карты, которые можно сохранить куда угодно. Неотмеченные копии будут удалены.</translation>
    </message>
    <message>
        <source>&amp;Recover</source>
        <translation>&amp;Восстановить</translation>
    </message>
    <message>
        <source>Ask &amp;Later</source>
        <translation>Спросить &amp;позже</translation>
    </message>
</context>
<context>
    <name>hexstride::RemoveTerrainDialog</name>
    <message>
        <source>Remove Terrain</source>
        <translation>Удалить местность</translation>
    </message>
    <message numerus="yes">
        <source>%n hex(es) of the open map are %1. What do they become?</source>
        <translation>
            <numerusform>На открытой карте %n гекс — «%1». Чем он станет?</numerusform>
            <numerusform>На открытой карте %n гекса — «%1». Чем они станут?</numerusform>
            <numerusform>На открытой карте %n гексов — «%1». Чем они станут?</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Terrain:</source>
        <translation>&amp;Местность:</translation>
    </message>
</context>
<context>
    <name>hexstride::ReplaceMapCommand</name>
    <message>
        <source>Resize Map</source>
        <translation>Изменение размера карты</translation>
    </message>
    <message>
        <source>Resize: %1 removed</source>
        <translation>Размер карты: убрано — %1</translation>
    </message>
</context>
<context>
    <name>hexstride::ReplacementDialog</name>
    <message>
        <source>&amp;Becomes:</source>
        <translation>&amp;Становится:</translation>
    </message>
</context>
<context>
    <name>hexstride::ResolveTurnDock</name>
    <message>
        <source>The map's ruleset "%1" is not available: the turn cannot be resolved.</source>
        <translation>Набор правил карты «%1» недоступен: провести ход нельзя.</translation>
    </message>
    <message>
        <source>removed</source>
        <translation>выбыл</translation>
    </message>
    <message>
        <source>open</source>
        <translation>не решено</translation>
    </message>
    <message>
        <source>(open)</source>
        <translation>(не решено)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 (%2 of %3)</source>
        <translation>%1 (%2 из %3)</translation>
    </message>
    <message>
        <source>Open Turn Orders</source>
        <translation>Открыть приказы хода</translation>
    </message>
    <message>
        <source>Orders files (*.txt *.orders);;All files (*)</source>
        <translation>Файлы приказов (*.txt *.orders);;Все файлы (*)</translation>
    </message>
    <message>
        <source>Resolve Turn</source>
        <translation>Проведение хода</translation>
    </message>
    <message>
        <source>Orders: the map's plans</source>
        <translation>Приказы: планы карты</translation>
    </message>
    <message>
        <source>Orders: %1</source>
        <translation>Приказы: %1</translation>
    </message>
    <message>
        <source>Orders File…</source>
        <translation>Файл приказов…</translation>
    </message>
    <message>
        <source>Resolve the orders of a file (one unit a line) instead of the map's plans</source>
        <translation>Провести ход по приказам из файла (по отряду на строку) вместо планов карты</translation>
    </message>
    <message>
        <source>Map's Plans</source>
        <translation>Планы карты</translation>
    </message>
    <message>
        <source>Apply to Map</source>
        <translation>Применить к карте</translation>
    </message>
    <message>
        <source>Move every unit to its end hex and remove the orders carried out from the plans (one undo step)</source>
        <translation>Переставить каждый отряд в его конечный гекс и убрать выполненные приказы из планов (один шаг отмены)</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Отряд</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Сторона</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Начало</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Конец</translation>
    </message>
    <message>
        <source>MP</source>
        <translation>ОД</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>События</translation>
    </message>
    <message>
        <source>Hex</source>
        <translation>Гекс</translation>
    </message>
    <message>
        <source>Period</source>
        <translation>Период</translation>
    </message>
    <message>
        <source>Units</source>
        <translation>Отряды</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Правило</translation>
    </message>
    <message>
        <source>The start of the turn (Home)</source>
        <translation>Начало хода (Home)</translation>
    </message>
    <message>
        <source>One step back (Left)</source>
        <translation>Шаг назад (←)</translation>
    </message>
    <message>
        <source>One step on (Right)</source>
        <translation>Шаг вперёд (→)</translation>
    </message>
    <message>
        <source>The end of the turn (End)</source>
        <translation>Конец хода (End)</translation>
    </message>
    <message>
        <source>Replay the turn: period by period, round by round or unit by unit, as the ruleset moves them</source>
        <translation>Повтор хода: по периодам, по раундам или по отрядам — так, как их двигает набор правил</translation>
    </message>
    <message>
        <source>There is no resolved turn to report.</source>
        <translation>Нет проведённого хода для отчётов.</translation>
    </message>
    <message>
        <source>Export Side Reports</source>
        <translation>Экспорт отчётов сторонам</translation>
    </message>
    <message>
        <source>Export Side Reports…</source>
        <translation>Отчёты сторонам…</translation>
    </message>
    <message>
        <source>Write one report per side into a folder: its units, what they met and the map as that side sees it (text, JSON and PNG)</source>
        <translation>Записать в папку по отчёту на каждую сторону: её отряды, кого они встретили, и карту, какой её видит эта сторона (текст, JSON и PNG)</translation>
    </message>
    <message>
        <source>Battle: hostile units stand together</source>
        <translation>Сражение: враждебные отряды стоят в одном гексе</translation>
    </message>
    <message>
        <source>moved with %1</source>
        <translation>двигался с армией «%1»</translation>
    </message>
    <message>
        <source>%1 moves in</source>
        <translation>%1 входит</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Исход</translation>
    </message>
    <message numerus="yes">
        <source>Wrote the reports of %n side(s) (%1) to %2</source>
        <translation>
            <numerusform>Отчёты %n стороны (%1) записаны в %2</numerusform>
            <numerusform>Отчёты %n сторон (%1) записаны в %2</numerusform>
            <numerusform>Отчёты %n сторон (%1) записаны в %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Apply Turn (%n unit(s) moved)</source>
        <translation>
            <numerusform>Применить ход (сдвинулся %n отряд)</numerusform>
            <numerusform>Применить ход (сдвинулись %n отряда)</numerusform>
            <numerusform>Применить ход (сдвинулись %n отрядов)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hexstride::RuleDialog</name>
    <message>
        <source>lower-case-id</source>
        <translation>код-строчными-буквами</translation>
    </message>
    <message>
        <source>What the ruleset calls this rule; unique among its rules</source>
        <translation>Как набор правил называет это правило; у каждого правила свой код</translation>
    </message>
    <message>
        <source>The item of the ruleset's summary of its rule text this rule follows</source>
        <translation>Пункт краткого изложения правил, на котором основано это правило</translation>
    </message>
    <message>
        <source>&amp;Id:</source>
        <translation>Ко&amp;д:</translation>
    </message>
    <message>
        <source>&amp;English name:</source>
        <translation>Название по-&amp;английски:</translation>
    </message>
    <message>
        <source>&amp;Russian name:</source>
        <translation>Название по-&amp;русски:</translation>
    </message>
    <message>
        <source>Applies &amp;to:</source>
        <translation>&amp;Кого касается:</translation>
    </message>
    <message>
        <source>&amp;When:</source>
        <translation>&amp;Когда:</translation>
    </message>
    <message>
        <source>&amp;Source:</source>
        <translation>&amp;Источник:</translation>
    </message>
    <message>
        <source>Give it an id.</source>
        <translation>Задайте код.</translation>
    </message>
    <message>
        <source>Give it a name in both languages.</source>
        <translation>Дайте название на обоих языках.</translation>
    </message>
    <message>
        <source>Say where it comes from: an item of the rule summary, or why it is assumed.</source>
        <translation>Укажите, откуда оно: пункт краткого изложения правил или причину допущения.</translation>
    </message>
    <message>
        <source>Why the rule had to be chosen where the rule text does not say, in English (empty: it does)</source>
        <translation>Почему правило пришлось выбрать самим, если текст правил об этом молчит, по-английски (пусто — текст это говорит)</translation>
    </message>
    <message>
        <source>Why the rule had to be chosen where the rule text does not say, in Russian (empty: it does)</source>
        <translation>Почему правило пришлось выбрать самим, если текст правил об этом молчит, по-русски (пусто — текст это говорит)</translation>
    </message>
    <message>
        <source>Say why it is assumed in both languages.</source>
        <translation>Укажите причину допущения на обоих языках.</translation>
    </message>
    <message>
        <source>in English</source>
        <translation>по-английски</translation>
    </message>
    <message>
        <source>in Russian</source>
        <translation>по-русски</translation>
    </message>
    <message>
        <source>&amp;Assumed because:</source>
        <translation>Основание допу&amp;щения:</translation>
    </message>
    <message>
        <source>e.g. §4.2</source>
        <translation>например, §4.2</translation>
    </message>
</context>
<context>
    <name>hexstride::RuleListsPage</name>
    <message>
        <source>Prohibitions</source>
        <translation>Запреты</translation>
    </message>
    <message>
        <source>Stop rules</source>
        <translation>Правила остановки</translation>
    </message>
    <message>
        <source>State changes</source>
        <translation>Смена состояния</translation>
    </message>
    <message>
        <source>Occupancy</source>
        <translation>Занятые гексы</translation>
    </message>
    <message>
        <source>Chances</source>
        <translation>Случайности</translation>
    </message>
    <message>
        <source>Ranges</source>
        <translation>Дальности</translation>
    </message>
    <message>
        <source>Destinations</source>
        <translation>Гексы назначения</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Prohibitions&lt;/b&gt;: steps no unit may take, whatever they cost</source>
        <translation>&lt;b&gt;Запреты&lt;/b&gt;: шаги, которые не может сделать ни один отряд, сколько бы они ни стоили</translation>
    </message>
    <message>
        <source>&lt;b&gt;Stop rules&lt;/b&gt;: steps that warn, end the move, or are not allowed</source>
        <translation>&lt;b&gt;Правила остановки&lt;/b&gt;: шаги, после которых игрок получает предупреждение, движение заканчивается или которые делать нельзя</translation>
    </message>
    <message>
        <source>&lt;b&gt;State changes&lt;/b&gt;: steps after which a unit's options change</source>
        <translation>&lt;b&gt;Смена состояния&lt;/b&gt;: шаги, после которых меняются параметры отряда</translation>
    </message>
    <message>
        <source>&lt;b&gt;Occupancy&lt;/b&gt;: whether units may pass or stop where others stand</source>
        <translation>&lt;b&gt;Занятые гексы&lt;/b&gt;: можно ли пройти или остановиться там, где стоят другие отряды</translation>
    </message>
    <message>
        <source>&lt;b&gt;Chances&lt;/b&gt;: steps whose outcome is left to the dice</source>
        <translation>&lt;b&gt;Случайности&lt;/b&gt;: шаги, исход которых решают кубики</translation>
    </message>
    <message>
        <source>&lt;b&gt;Ranges&lt;/b&gt;: distances of the units, such as how far they shoot</source>
        <translation>&lt;b&gt;Дальности&lt;/b&gt;: расстояния отрядов, например дальность стрельбы</translation>
    </message>
    <message>
        <source>&lt;b&gt;Destinations&lt;/b&gt;: where units given a destination may be sent</source>
        <translation>&lt;b&gt;Гексы назначения&lt;/b&gt;: куда можно отправить отряды с приказом идти к гексу назначения</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 (id %2; assumed: %3)</source>
        <translation>%1 (код %2; допущение: %3)</translation>
    </message>
    <message>
        <source>%1 (id %2; %3)</source>
        <translation>%1 (код %2; %3)</translation>
    </message>
    <message>
        <source>Add rule %1</source>
        <translation>Добавить правило %1</translation>
    </message>
    <message>
        <source>Edit rule %1</source>
        <translation>Изменить правило %1</translation>
    </message>
    <message>
        <source>Remove rule %1</source>
        <translation>Удалить правило %1</translation>
    </message>
    <message>
        <source>Move rule %1</source>
        <translation>Переместить правило %1</translation>
    </message>
    <message>
        <source>Checked in this order; the first that matches is used.</source>
        <translation>Проверяются в этом порядке; действует первое подходящее правило.</translation>
    </message>
</context>
<context>
    <name>hexstride::RulesetAuthoring</name>
    <message>
        <source>there is no %1 "%2"</source>
        <translation>нет такого элемента: %1 «%2»</translation>
    </message>
    <message>
        <source>hex feature</source>
        <translation>объект в гексе</translation>
    </message>
    <message>
        <source>edge feature</source>
        <translation>объект на стороне гекса</translation>
    </message>
    <message>
        <source>terrain</source>
        <translation>местность</translation>
    </message>
    <message>
        <source>unit option</source>
        <translation>параметр отряда</translation>
    </message>
    <message>
        <source>%1: this condition names no other value of "%2"; change or remove it first</source>
        <translation>%1: в этом условии нет других значений параметра «%2»; сначала измените или удалите его</translation>
    </message>
    <message>
        <source>"%1" is already the id of another %2</source>
        <translation>«%1» — уже код другого элемента (%2)</translation>
    </message>
    <message>
        <source>%1: this rule names no %2 but "%3"; change or remove it first</source>
        <translation>%1: в этом правиле нет ничего, кроме «%3» (%2); сначала измените или удалите его</translation>
    </message>
    <message>
        <source>"%1" is already the id of another unit option</source>
        <translation>«%1» — уже код другого параметра отряда</translation>
    </message>
    <message>
        <source>"%1" is not a value of option "%2"</source>
        <translation>«%1» — не значение параметра «%2»</translation>
    </message>
    <message>
        <source>"%1" is already a value of option "%2"</source>
        <translation>«%1» — уже значение параметра «%2»</translation>
    </message>
    <message>
        <source>there is no constraint %1</source>
        <translation>нет ограничения %1</translation>
    </message>
    <message>
        <source>%1: no such item in the ruleset</source>
        <translation>%1: такого элемента в наборе правил нет</translation>
    </message>
    <message>
        <source>%1: expected %2 cells, one per column, got %3</source>
        <translation>%1: ожидалось ячеек: %2, по одной на столбец, получено: %3</translation>
    </message>
    <message>
        <source>%1: expected %2 cells, one per row, got %3</source>
        <translation>%1: ожидалось ячеек: %2, по одной на строку, получено: %3</translation>
    </message>
    <message>
        <source>conditions.%1: there is already a named condition "%1"</source>
        <translation>conditions.%1: именованное условие «%1» уже есть</translation>
    </message>
</context>
<context>
    <name>hexstride::RulesetChangeDialog</name>
    <message>
        <source>Change Ruleset</source>
        <translation>Смена набора правил</translation>
    </message>
    <message>
        <source>%1 →</source>
        <translation>%1 →</translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation>Местность</translation>
    </message>
    <message>
        <source>(the default terrain)</source>
        <translation>(местность по умолчанию)</translation>
    </message>
    <message>
        <source>Hex features</source>
        <translation>Объекты в гексах</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Убрать</translation>
    </message>
    <message>
        <source>Hex-sides</source>
        <translation>Стороны гексов</translation>
    </message>
    <message numerus="yes">
        <source>%1 on %n hex(es) becomes the default terrain</source>
        <translation>
            <numerusform>%1 на %n гексе становится местностью по умолчанию</numerusform>
            <numerusform>%1 на %n гексах становится местностью по умолчанию</numerusform>
            <numerusform>%1 на %n гексах становится местностью по умолчанию</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 → %2 on %n hex(es)</source>
        <translation>
            <numerusform>%1 → %2 на %n гексе</numerusform>
            <numerusform>%1 → %2 на %n гексах</numerusform>
            <numerusform>%1 → %2 на %n гексах</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 from %n hex(es)</source>
        <translation>
            <numerusform>%1 с %n гекса</numerusform>
            <numerusform>%1 с %n гексов</numerusform>
            <numerusform>%1 с %n гексов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 from %n hex-side(s)</source>
        <translation>
            <numerusform>%1 с %n стороны гекса</numerusform>
            <numerusform>%1 с %n сторон гексов</numerusform>
            <numerusform>%1 с %n сторон гексов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 → %2 on %n hex-side(s)</source>
        <translation>
            <numerusform>%1 → %2 на %n стороне гекса</numerusform>
            <numerusform>%1 → %2 на %n сторонах гексов</numerusform>
            <numerusform>%1 → %2 на %n сторонах гексов</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing is removed.</source>
        <translation>Ничего не будет убрано.</translation>
    </message>
    <message>
        <source>Removed: %1.</source>
        <translation>Будет убрано: %1.</translation>
    </message>
    <message>
        <source>Changed: %1.</source>
        <translation>Будет изменено: %1.</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n hex-side(s)) →</source>
        <translation>
            <numerusform>%1 (%n сторона гекса) →</numerusform>
            <numerusform>%1 (%n стороны гексов) →</numerusform>
            <numerusform>%1 (%n сторон гексов) →</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n hex(es)) →</source>
        <translation>
            <numerusform>%1 (%n гекс) →</numerusform>
            <numerusform>%1 (%n гекса) →</numerusform>
            <numerusform>%1 (%n гексов) →</numerusform>
        </translation>
    </message>
    <message>
        <source>The map changes to %1. Choose what each terrain and feature becomes; suggestions match by id, name, kind (water, river, road…) and movement cost. A feature that %1 has nothing like is suggested for removal, never turned into another one.</source>
        <translation>Карта переходит на набор правил «%1». Выберите, чем станет каждая местность и каждый объект; предложения подобраны по коду, названию, роду (вода, река, дорога…) и стоимости движения. Объект, которому в новом наборе правил нет подобного, предлагается убрать, а не превратить в другой.</translation>
    </message>
</context>
<context>
    <name>hexstride::RulesetCheck</name>
    <message numerus="yes">
        <source>%1: "%2" is cheaper than "%3" here, unlike %n other entries</source>
        <translation>
            <numerusform>%1: «%2» здесь дешевле, чем «%3», в отличие от %n другой записи</numerusform>
            <numerusform>%1: «%2» здесь дешевле, чем «%3», в отличие от %n других записей</numerusform>
            <numerusform>%1: «%2» здесь дешевле, чем «%3», в отличие от %n других записей</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2, %3</source>
        <translation>%1: %2, %3</translation>
    </message>
    <message>
        <source>%1 (%2) costs more than the same step without a road (%3)</source>
        <translation>%1 (%2) дороже того же шага без дороги (%3)</translation>
    </message>
    <message>
        <source>%1 costs less than open ground (%2: %3)</source>
        <translation>%1 дешевле открытой местности (%2: %3)</translation>
    </message>
    <message>
        <source>the default unit</source>
        <translation>отряд по умолчанию</translation>
    </message>
    <message>
        <source>%1 cannot take a single step</source>
        <translation>%1: не может сделать ни одного шага</translation>
    </message>
    <message>
        <source>%1 cannot take a single step (only destination moves)</source>
        <translation>%1: не может сделать ни одного шага (только перемещения в гекс назначения)</translation>
    </message>
    <message>
        <source>No unit can enter %1</source>
        <translation>Ни один отряд не может войти в местность %1</translation>
    </message>
    <message>
        <source>%1: row "%2" never applies to any step or unit</source>
        <translation>%1: строка «%2» не применяется ни к одному шагу и ни к одному отряду</translation>
    </message>
    <message>
        <source>%1: %2, %3 never applies to any step or unit</source>
        <translation>%1: %2, %3 не применяется ни к одному шагу и ни к одному отряду</translation>
    </message>
    <message>
        <source>Allowances</source>
        <translation>Запасы ОД</translation>
    </message>
    <message>
        <source>Occupancy</source>
        <translation>Занятые гексы</translation>
    </message>
    <message>
        <source>Destinations</source>
        <translation>Гексы назначения</translation>
    </message>
    <message>
        <source>Ranges</source>
        <translation>Дальности</translation>
    </message>
    <message>
        <source>Modifiers</source>
        <translation>Модификаторы</translation>
    </message>
    <message>
        <source>%1: entry %2 "%3" never applies: entry %4 "%5" before it stops the modifiers wherever it would match</source>
        <translation>%1: запись %2 «%3» никогда не применяется: стоящая раньше запись %4 «%5» во всех тех же случаях прекращает применение модификаторов</translation>
    </message>
    <message>
        <source>%1: entry %2 "%3" is never used: entry %4 "%5" is checked first and matches everywhere it does</source>
        <translation>%1: запись %2 «%3» никогда не используется: запись %4 «%5» проверяется раньше и подходит во всех тех же случаях</translation>
    </message>
</context>
<context>
    <name>hexstride::RulesetEditor</name>
    <message>
        <source>The map has no ruleset to edit.</source>
        <translation>У карты нет набора правил для правки.</translation>
    </message>
</context>
<context>
    <name>hexstride::RulesetInfoGroup</name>
    <message>
        <source>Ruleset</source>
        <translation>Набор правил</translation>
    </message>
    <message>
        <source>English name:</source>
        <translation>Название по-английски:</translation>
    </message>
    <message>
        <source>Russian name:</source>
        <translation>Название по-русски:</translation>
    </message>
    <message>
        <source>English description:</source>
        <translation>Описание по-английски:</translation>
    </message>
    <message>
        <source>Russian description:</source>
        <translation>Описание по-русски:</translation>
    </message>
    <message>
        <source>Change the ruleset's names</source>
        <translation>Изменить названия набора правил</translation>
    </message>
    <message>
        <source>Rule summary file:</source>
        <translation>Файл изложения правил:</translation>
    </message>
    <message>
        <source>The summary of the rule text whose items (“§”) the ruleset's sources name, as docs/rules/pbm-strategic.md</source>
        <translation>Краткое изложение правил, на пункты которого («§») ссылаются источники набора правил, например docs/rules/pbm-strategic.md</translation>
    </message>
</context>
<context>
    <name>hexstride::RulesetLibrary</name>
    <message>
        <source>unknown ruleset "%1"</source>
        <translation>неизвестный набор правил «%1»</translation>
    </message>
</context>
<context>
    <name>hexstride::RulesetListModel</name>
    <message>
        <source>Id</source>
        <translation>Код</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Название</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Когда</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Очки</translation>
    </message>
    <message>
        <source>Bonus</source>
        <translation>Бонус</translation>
    </message>
    <message>
        <source>Bonus when every step</source>
        <translation>Бонус, если каждый шаг</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Источник</translation>
    </message>
    <message>
        <source>Condition</source>
        <translation>Условие</translation>
    </message>
    <message>
        <source>Effect</source>
        <translation>Действие</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Значение</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Группа</translation>
    </message>
    <message>
        <source>Order</source>
        <translation>Порядок</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Таблицы</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Цвет</translation>
    </message>
    <message>
        <source>Pattern</source>
        <translation>Узор</translation>
    </message>
    <message>
        <source>Drawn as</source>
        <translation>Рисуется как</translation>
    </message>
    <message>
        <source>Width</source>
        <translation>Ширина</translation>
    </message>
    <message>
        <source>unlimited</source>
        <translation>без ограничения</translation>
    </message>
    <message>
        <source>assumed</source>
        <translation>допущение</translation>
    </message>
    <message>
        <source>Edit %1 of %2</source>
        <translation>Правка: %1, запись «%2»</translation>
    </message>
    <message>
        <source>No condition to edit here.</source>
        <translation>Здесь нет условия для изменения.</translation>
    </message>
    <message>
        <source>%1
Double-click to edit it in a form.</source>
        <translation>%1
Дважды щёлкните, чтобы изменить в форме.</translation>
    </message>
    <message>
        <source>%1, even where "Not allowed"</source>
        <translation>%1, даже там, где «Нельзя»</translation>
    </message>
    <message>
        <source>add</source>
        <translation>прибавить</translation>
    </message>
    <message>
        <source>multiply</source>
        <translation>умножить</translation>
    </message>
    <message>
        <source>set to</source>
        <translation>заменить на</translation>
    </message>
    <message>
        <source>fraction</source>
        <translation>доля</translation>
    </message>
    <message>
        <source>not allowed</source>
        <translation>нельзя</translation>
    </message>
    <message>
        <source>stop</source>
        <translation>остановить расчёт</translation>
    </message>
    <message>
        <source>Per Elevation Level</source>
        <translation>За уровень высоты</translation>
    </message>
</context>
<context>
    <name>hexstride::RulesetLoader</name>
    <message>
        <source>terrain</source>
        <translation>тип местности</translation>
    </message>
    <message>
        <source>hex feature</source>
        <translation>объект в гексе</translation>
    </message>
    <message>
        <source>edge feature</source>
        <translation>объект на стороне гекса</translation>
    </message>
    <message>
        <source>expected "hexstride-ruleset"</source>
        <translation>ожидалось "hexstride-ruleset"</translation>
    </message>
    <message>
        <source>unsupported version (this build reads version 1)</source>
        <translation>неподдерживаемая версия (эта сборка читает версию 1)</translation>
    </message>
    <message>
        <source>expected at least one terrain</source>
        <translation>ожидался хотя бы один тип местности</translation>
    </message>
    <message>
        <source>at most %1 terrains</source>
        <translation>типов местности может быть не больше %1</translation>
    </message>
    <message>
        <source>at most %1 hex features</source>
        <translation>объектов в гексе может быть не больше %1</translation>
    </message>
    <message>
        <source>at most %1 edge features</source>
        <translation>объектов на стороне гекса может быть не больше %1</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>отсутствует</translation>
    </message>
    <message>
        <source>expected a number or "unlimited"</source>
        <translation>ожидалось число или "unlimited"</translation>
    </message>
    <message>
        <source>expected at least one cost table</source>
        <translation>ожидалась хотя бы одна таблица стоимости</translation>
    </message>
    <message>
        <source>expected one of: %1</source>
        <translation>ожидалось одно из: %1</translation>
    </message>
    <message>
        <source>expected "rise" or "fall"</source>
        <translation>ожидалось "rise" или "fall"</translation>
    </message>
    <message>
        <source>unknown cost table "%1"</source>
        <translation>неизвестная таблица стоимости «%1»</translation>
    </message>
    <message>
        <source>expected "up", "down" or "nearest"</source>
        <translation>ожидалось "up", "down" или "nearest"</translation>
    </message>
    <message>
        <source>expected at least 1</source>
        <translation>ожидалось не меньше 1</translation>
    </message>
    <message>
        <source>unknown unit option "%1"</source>
        <translation>неизвестный параметр отряда «%1»</translation>
    </message>
    <message>
        <source>"%1" is not a value of option "%2"</source>
        <translation>«%1» — недопустимое значение параметра «%2»</translation>
    </message>
    <message>
        <source>expected "warn", "stop" or "prohibit"</source>
        <translation>ожидалось "warn", "stop" или "prohibit"</translation>
    </message>
    <message>
        <source>unknown period "%1"</source>
        <translation>неизвестный период «%1»</translation>
    </message>
    <message>
        <source>expected "number"</source>
        <translation>ожидалось "number"</translation>
    </message>
    <message>
        <source>expected a positive number</source>
        <translation>ожидалось положительное число</translation>
    </message>
    <message>
        <source>expected "more" or "fewer"</source>
        <translation>ожидалось "more" или "fewer"</translation>
    </message>
    <message>
        <source>expected "direct-then-around"</source>
        <translation>ожидалось "direct-then-around"</translation>
    </message>
    <message>
        <source>expected a JSON object</source>
        <translation>ожидался объект JSON</translation>
    </message>
    <message>
        <source>expected a colour "#rrggbb"</source>
        <translation>ожидался цвет "#rrggbb"</translation>
    </message>
    <message>
        <source>expected river, road, crossing, barrier or symbol</source>
        <translation>ожидалось river, road, crossing, barrier или symbol</translation>
    </message>
    <message>
        <source>an edge feature says how it is drawn</source>
        <translation>для объекта на стороне гекса нужно указать, как он рисуется</translation>
    </message>
    <message>
        <source>expected "unit" or "game"</source>
        <translation>ожидалось "unit" или "game"</translation>
    </message>
    <message>
        <source>a flag has the choices yes and no only</source>
        <translation>у флага есть только варианты yes и no</translation>
    </message>
    <message>
        <source>expected at least one choice</source>
        <translation>ожидался хотя бы один вариант</translation>
    </message>
    <message>
        <source>"%1" is not one of the choices</source>
        <translation>«%1» нет среди вариантов</translation>
    </message>
    <message>
        <source>expected at least one id</source>
        <translation>ожидался хотя бы один код</translation>
    </message>
    <message>
        <source>expected a whole number of levels</source>
        <translation>ожидалось целое число уровней</translation>
    </message>
    <message>
        <source>expected true or false</source>
        <translation>ожидалось true или false</translation>
    </message>
    <message>
        <source>unknown named condition "%1"</source>
        <translation>неизвестное именованное условие «%1»</translation>
    </message>
    <message>
        <source>expected "enemy", "friend", "stationary-friend", "moving-friend" or "any"</source>
        <translation>ожидалось "enemy", "friend", "stationary-friend", "moving-friend" или "any"</translation>
    </message>
    <message>
        <source>expected "enemy", "friend" or "any"</source>
        <translation>ожидалось "enemy", "friend" или "any"</translation>
    </message>
    <message>
        <source>unknown condition "%1"</source>
        <translation>неизвестное условие «%1»</translation>
    </message>
    <message>
        <source>expected at least one entry</source>
        <translation>ожидалась хотя бы одна запись</translation>
    </message>
    <message>
        <source>expected %1 cells, one per column, got %2</source>
        <translation>ожидалось ячеек: %1, по одной на столбец, получено: %2</translation>
    </message>
    <message>
        <source>expected a number or "no"</source>
        <translation>ожидалось число; чтобы запретить ход, напишите no</translation>
    </message>
    <message>
        <source>expected %1 sources, one per cell, got %2</source>
        <translation>ожидалось источников: %1, по одному на ячейку, получено: %2</translation>
    </message>
    <message>
        <source>named condition "%1" refers to itself</source>
        <translation>именованное условие «%1» ссылается само на себя</translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation>ожидался объект</translation>
    </message>
    <message>
        <source>expected an array</source>
        <translation>ожидался массив</translation>
    </message>
    <message>
        <source>expected a non-empty string</source>
        <translation>ожидалась непустая строка</translation>
    </message>
    <message>
        <source>expected a number</source>
        <translation>ожидалось число</translation>
    </message>
    <message>
        <source>expected a whole number</source>
        <translation>ожидалось целое число</translation>
    </message>
    <message>
        <source>expected a string</source>
        <translation>ожидалась строка</translation>
    </message>
    <message>
        <source>unknown key</source>
        <translation>неизвестный ключ</translation>
    </message>
    <message>
        <source>duplicate id "%1"</source>
        <translation>повторяющийся код «%1»</translation>
    </message>
    <message>
        <source>unknown %1 "%2"</source>
        <translation>неизвестный %1 «%2»</translation>
    </message>
    <message>
        <source>missing: every rule says where it comes from (an item of the summary such as "§4.2", or {"assumed": …})</source>
        <translation>отсутствует: у каждого правила должен быть указан источник (пункт пересказа, например "§4.2", или {"assumed": …})</translation>
    </message>
    <message>
        <source>rulesets do not quote their rule text: name an item of the summary instead ("source": "§4.2")</source>
        <translation>наборы правил не цитируют текст правил: укажите вместо цитаты пункт пересказа ("source": "§4.2")</translation>
    </message>
    <message>
        <source>the condition grows to more than %1 tests once its named conditions are written out</source>
        <translation>условие разрастается более чем до %1 проверок, если раскрыть его именованные условия</translation>
    </message>
    <message>
        <source>expected at least one option</source>
        <translation>ожидался хотя бы один параметр</translation>
    </message>
    <message>
        <source>unknown unit option</source>
        <translation>неизвестный параметр отряда</translation>
    </message>
    <message>
        <source>expected a value of the option</source>
        <translation>ожидалось значение этого параметра</translation>
    </message>
    <message>
        <source>expected "period", "turn" or "orders"</source>
        <translation>ожидалось "period", "turn" или "orders"</translation>
    </message>
    <message>
        <source>expected "turn" or "round"</source>
        <translation>ожидалось "turn" или "round"</translation>
    </message>
    <message>
        <source>stop rule</source>
        <translation>правило остановки</translation>
    </message>
    <message>
        <source>expected 0 to 1000</source>
        <translation>ожидается число от 0 до 1000</translation>
    </message>
    <message>
        <source>%1 is negative: a cost is 0 or more, or "no" (not allowed)</source>
        <translation>%1 — отрицательное число: стоимость — 0 или больше; чтобы запретить ход, напишите no</translation>
    </message>
    <message>
        <source>chance</source>
        <translation>шанс</translation>
    </message>
    <message>
        <source>needs the ruleset's "defend" rule</source>
        <translation>нужно правило «defend» набора правил</translation>
    </message>
    <message>
        <source>relation</source>
        <translation>отношение</translation>
    </message>
    <message>
        <source>expected a reason: a string or {"en": …, "ru": …}</source>
        <translation>ожидалась причина: строка или {"en": …, "ru": …}</translation>
    </message>
    <message>
        <source>%1 is more than the largest cost, %2 MP</source>
        <translation>%1 больше наибольшей стоимости — %2 ОД</translation>
    </message>
    <message>
        <source>multiplies costs by %1, which makes steps free or negative; a multiplier must be above 0</source>
        <translation>умножает стоимость на %1, и шаги становятся бесплатными или отрицательными; множитель должен быть больше 0</translation>
    </message>
    <message>
        <source>sets the cost to %1, below 0; a cost is 0 or more</source>
        <translation>задаёт стоимость %1, меньше нуля; стоимость — 0 или больше</translation>
    </message>
    <message>
        <source>%1 is larger than %2, the largest value of a modifier</source>
        <translation>%1 больше %2 — наибольшего значения модификатора</translation>
    </message>
    <message>
        <source>only a "set" modifier can override "not allowed" (this one is "%1")</source>
        <translation>отменять «нельзя» может только модификатор "set" (у этого — «%1»)</translation>
    </message>
    <message>
        <source>holds the bidirectional control character U+%1, which would make the text around it read otherwise</source>
        <translation>содержит управляющий символ направления письма U+%1: из-за него окружающий текст читался бы иначе</translation>
    </message>
    <message>
        <source>a period is not its own parent</source>
        <translation>период не может быть родителем самому себе</translation>
    </message>
    <message>
        <source>"%1" is a key of orders lines (side=, figures=, joins=), not free for a unit option</source>
        <translation>«%1» — ключ строк приказов (side=, figures=, joins=), параметр отряда так называть нельзя</translation>
    </message>
    <message>
        <source>"%1" holds a space, "=" or "|", which the KEY=VALUE options of an orders line cannot carry</source>
        <translation>«%1» содержит пробел, «=» или «|»: параметры строки приказов вида КЛЮЧ=ЗНАЧЕНИЕ такого не передают</translation>
    </message>
    <message>
        <source>with this condition, the ruleset's conditions grow to more than %1 tests in all once their named conditions are written out (each rule, row and column writes out its own)</source>
        <translation>с этим условием все условия набора правил в сумме превышают %1 проверок, если раскрыть именованные условия (каждое правило, строка и столбец раскрывают их заново)</translation>
    </message>
    <message>
        <source>%1 levels is out of range: a rise or fall is from -%2 to %2 levels, the most two elevations (-32768 to 32767) differ by</source>
        <translation>%1 уровней — вне допустимого: подъём или спуск — от -%2 до %2 уровней, на столько самое большее различаются две высоты (от -32768 до 32767)</translation>
    </message>
    <message>
        <source>named conditions and the all, any and not inside them nest more than %1 levels deep once written out (each named condition referred to counts 3 levels, each all, any or not 2)</source>
        <translation>именованные условия вместе с all, any и not внутри них вложены глубже %1 уровней, если их раскрыть (каждая ссылка на именованное условие — 3 уровня, каждое all, any или not — 2)</translation>
    </message>
    <message>
        <source>%1 is between 0 and the smallest cost, %2 MP: write 0 or at least %2</source>
        <translation>%1 — между 0 и наименьшей стоимостью, %2 ОД: напишите 0 или не меньше %2</translation>
    </message>
    <message>
        <source>holds the control or invisible character U+%1, which would break or hide the text where it is shown</source>
        <translation>содержит управляющий или невидимый символ U+%1: он разорвал бы или скрыл текст там, где его показывают</translation>
    </message>
    <message>
        <source>"%1" reads as "%2", an earlier id of this list, but is written otherwise: the ids of a list must read differently</source>
        <translation>«%1» читается как «%2», код, уже бывший в этом списке, но написано иначе: коды одного списка должны читаться по-разному</translation>
    </message>
    <message>
        <source>%1 makes %2 more than %3 hexes, the most an allowance may be; give a larger perHex</source>
        <translation>%1 делает %2 больше %3 гексов — больше этого запас ОД быть не может; укажите perHex больше</translation>
    </message>
    <message>
        <source>the name has %1 characters; a name holds at most %2</source>
        <translation>в названии %1 знаков; название вмещает не больше %2</translation>
    </message>
    <message>
        <source>the name shows nothing (only spaces, blank fillers or combining marks): write a name the referee can read</source>
        <translation>название ничего не показывает (только пробелы, пустые заполнители или комбинируемые знаки): напишите название, которое посредник сможет прочесть</translation>
    </message>
    <message>
        <source>"%1" is also the name at %2: each entry of the list needs a name of its own</source>
        <translation>«%1» — это и название в %2: у каждого элемента списка должно быть своё название</translation>
    </message>
    <message>
        <source>"%1" reads as "%2", the name at %3, but is written otherwise: each entry of the list needs a name that reads differently</source>
        <translation>«%1» читается как «%2», название в %3, но написано иначе: названия элементов списка должны читаться по-разному</translation>
    </message>
</context>
<context>
    <name>hexstride::RulesetMismatch</name>
    <message>
        <source>terrains %1</source>
        <translation>местность %1</translation>
    </message>
    <message>
        <source>hex features %1</source>
        <translation>объекты в гексах %1</translation>
    </message>
    <message>
        <source>edge features %1</source>
        <translation>объекты на сторонах гексов %1</translation>
    </message>
    <message>
        <source>The map uses %1, which the ruleset "%2" does not define: such hexes cannot be entered and such features count for nothing.</source>
        <translation>На карте есть %1, которых нет в наборе правил «%2»: в такие гексы войти нельзя, а такие объекты ничего не значат.</translation>
    </message>
</context>
<context>
    <name>hexstride::RulesetPartsPage</name>
    <message>
        <source>assumed: %1</source>
        <translation>допущение: %1</translation>
    </message>
    <message>
        <source>None.</source>
        <translation>Нет.</translation>
    </message>
    <message>
        <source>Unit options</source>
        <translation>Параметры отрядов</translation>
    </message>
    <message>
        <source>%1; by default %2</source>
        <translation>%1; по умолчанию %2</translation>
    </message>
    <message>
        <source>an option of the game, not of a unit</source>
        <translation>параметр игры, а не отряда</translation>
    </message>
    <message>
        <source>When %1: %2 (%3)</source>
        <translation>Если %1: %2 (%3)</translation>
    </message>
    <message>
        <source>Not allowed: %1 (%2)</source>
        <translation>Нельзя: %1 (%2)</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>a warning</source>
        <translation>предупреждение</translation>
    </message>
    <message>
        <source>the move stops after this step</source>
        <translation>движение останавливается после этого шага</translation>
    </message>
    <message>
        <source>the units on the hex entered too</source>
        <translation>и отряды в гексе входа</translation>
    </message>
    <message>
        <source>may pass: %1; may end there: %2</source>
        <translation>можно пройти: %1; можно остановиться: %2</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>да</translation>
    </message>
    <message>
        <source>no</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>anywhere</source>
        <translation>куда угодно</translation>
    </message>
    <message numerus="yes">
        <source>up to %n hex(es) away</source>
        <translation>
            <numerusform>не дальше %n гекса</numerusform>
            <numerusform>не дальше %n гексов</numerusform>
            <numerusform>не дальше %n гексов</numerusform>
        </translation>
    </message>
    <message>
        <source>not onto %1</source>
        <translation>не в: %1</translation>
    </message>
    <message>
        <source>not from %1</source>
        <translation>не из: %1</translation>
    </message>
    <message>
        <source>only to a hex with %1</source>
        <translation>только в гекс, где есть: %1</translation>
    </message>
    <message>
        <source>miles</source>
        <translation>миль</translation>
    </message>
    <message>
        <source>inches</source>
        <translation>дюймов</translation>
    </message>
    <message>
        <source>yards</source>
        <translation>ярдов</translation>
    </message>
    <message>
        <source>metres</source>
        <translation>метров</translation>
    </message>
    <message>
        <source>down</source>
        <translation>вниз</translation>
    </message>
    <message>
        <source>to the nearest whole number</source>
        <translation>до ближайшего целого</translation>
    </message>
    <message>
        <source>up</source>
        <translation>вверх</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Ходы</translation>
    </message>
    <message>
        <source>a turn is a battle round</source>
        <translation>ход — это раунд боя</translation>
    </message>
    <message>
        <source>an order list goes on into later turns</source>
        <translation>список приказов продолжается в следующих ходах</translation>
    </message>
    <message>
        <source>an order list is one turn</source>
        <translation>список приказов — это один ход</translation>
    </message>
    <message>
        <source>"%1" (%2) costs %3</source>
        <translation>«%1» (%2) стоит %3</translation>
    </message>
    <message>
        <source>costs are hidden until a move is declared</source>
        <translation>стоимость скрыта, пока движение не объявлено</translation>
    </message>
    <message>
        <source>sides move in the order %1</source>
        <translation>стороны движутся в порядке: %1</translation>
    </message>
    <message>
        <source>moving: %1</source>
        <translation>движутся: %1</translation>
    </message>
    <message>
        <source>a period</source>
        <translation>период</translation>
    </message>
    <message>
        <source>part of %1</source>
        <translation>входит в период «%1»</translation>
    </message>
    <message numerus="yes">
        <source>at least %n hex(es) a turn whatever the cost</source>
        <translation>
            <numerusform>не меньше %n гекса за ход при любой стоимости</numerusform>
            <numerusform>не меньше %n гексов за ход при любой стоимости</numerusform>
            <numerusform>не меньше %n гексов за ход при любой стоимости</numerusform>
        </translation>
    </message>
    <message>
        <source>except when %1</source>
        <translation>кроме случая: %1</translation>
    </message>
    <message>
        <source>Minimum move</source>
        <translation>Минимальное движение</translation>
    </message>
    <message>
        <source>Scale</source>
        <translation>Масштаб</translation>
    </message>
    <message>
        <source>one hex is %1 %2%3</source>
        <translation>один гекс — %1 %2%3</translation>
    </message>
    <message>
        <source>allowances are distances</source>
        <translation>запасы ОД — это расстояния</translation>
    </message>
    <message>
        <source>step costs are rounded %1; a step costs at least %2</source>
        <translation>стоимость шага округляется %1; шаг стоит не меньше %2</translation>
    </message>
    <message>
        <source>Contested hexes and defended sides</source>
        <translation>Спорные гексы и обороняемые стороны</translation>
    </message>
    <message>
        <source>dice</source>
        <translation>кубики</translation>
    </message>
    <message>
        <source>decided by %1</source>
        <translation>решают: %1</translation>
    </message>
    <message>
        <source>Prohibitions</source>
        <translation>Запреты</translation>
    </message>
    <message>
        <source>Stop rules</source>
        <translation>Правила остановки</translation>
    </message>
    <message>
        <source>State changes</source>
        <translation>Смена состояния</translation>
    </message>
    <message>
        <source>Occupancy</source>
        <translation>Занятые гексы</translation>
    </message>
    <message>
        <source>Chances</source>
        <translation>Случайности</translation>
    </message>
    <message>
        <source>Destinations</source>
        <translation>Гексы назначения</translation>
    </message>
    <message>
        <source>Ranges</source>
        <translation>Дальности</translation>
    </message>
    <message>
        <source>at the end of a period</source>
        <translation>в конце периода</translation>
    </message>
    <message>
        <source>at the end of a turn</source>
        <translation>в конце хода</translation>
    </message>
    <message>
        <source>at the end of the orders</source>
        <translation>в конце списка приказов</translation>
    </message>
    <message>
        <source>Rule Lists</source>
        <translation>Списки правил</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Сводка</translation>
    </message>
    <message numerus="yes">
        <source>option "%1" names the hex-side; %n hex-side(s) either way too</source>
        <translation>
            <numerusform>параметр «%1» задаёт сторону гекса; с ней ещё %n соседняя сторона гекса справа и слева</numerusform>
            <numerusform>параметр «%1» задаёт сторону гекса; с ней ещё %n соседние стороны гекса справа и слева</numerusform>
            <numerusform>параметр «%1» задаёт сторону гекса; с ней ещё %n соседних сторон гекса справа и слева</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hexstride::RulesetWriter</name>
    <message>
        <source>%1: no such value in the ruleset</source>
        <translation>%1: такого значения в наборе правил нет</translation>
    </message>
</context>
<context>
    <name>hexstride::SaveFileQuestion</name>
    <message>
        <source>%1 already exists. Replace it?</source>
        <translation>%1 уже существует. Заменить его?</translation>
    </message>
</context>
<context>
    <name>hexstride::ScaleGroup</name>
    <message>
        <source>Scale</source>
        <translation>Масштаб</translation>
    </message>
    <message>
        <source>Measured in:</source>
        <translation>Единица:</translation>
    </message>
    <message>
        <source>One hex is:</source>
        <translation>Один гекс — это:</translation>
    </message>
    <message>
        <source>Source:</source>
        <translation>Источник:</translation>
    </message>
    <message>
        <source>(no scale)</source>
        <translation>(без масштаба)</translation>
    </message>
    <message>
        <source>miles</source>
        <translation>мили</translation>
    </message>
    <message>
        <source>inches</source>
        <translation>дюймы</translation>
    </message>
    <message>
        <source>yards</source>
        <translation>ярды</translation>
    </message>
    <message>
        <source>metres</source>
        <translation>метры</translation>
    </message>
    <message>
        <source>Allowances are distances in these units</source>
        <translation>Запас ОД — расстояние в этих единицах</translation>
    </message>
    <message>
        <source>Change the scale</source>
        <translation>Изменить масштаб</translation>
    </message>
</context>
<context>
    <name>hexstride::SelectionTool</name>
    <message>
        <source>Rectangle Select</source>
        <translation>Выделение рамкой</translation>
    </message>
    <message>
        <source>Lasso Select</source>
        <translation>Выделение лассо</translation>
    </message>
    <message>
        <source>Drag a rectangle to select hexes; Shift adds, Ctrl removes</source>
        <translation>Растяните рамку, чтобы выделить гексы; Shift добавляет, Ctrl убирает</translation>
    </message>
    <message>
        <source>Draw around hexes to select them; Shift adds, Ctrl removes</source>
        <translation>Обведите гексы, чтобы выделить их; Shift добавляет, Ctrl убирает</translation>
    </message>
</context>
<context>
    <name>hexstride::SequenceGroup</name>
    <message>
        <source>Sequencing</source>
        <translation>Очерёдность</translation>
    </message>
    <message>
        <source>Units move:</source>
        <translation>Отряды движутся:</translation>
    </message>
    <message>
        <source>Moving first:</source>
        <translation>Первыми движутся:</translation>
    </message>
    <message>
        <source>Sight (hexes):</source>
        <translation>Обзор (гексов):</translation>
    </message>
    <message>
        <source>Sight comes from:</source>
        <translation>Источник обзора:</translation>
    </message>
    <message>
        <source>Encounters stop at:</source>
        <translation>При встрече останавливают:</translation>
    </message>
    <message>
        <source>Evasion:</source>
        <translation>Уклонение:</translation>
    </message>
    <message>
        <source>Source:</source>
        <translation>Источник:</translation>
    </message>
    <message>
        <source>one unit after another</source>
        <translation>по одному отряду</translation>
    </message>
    <message>
        <source>all at once, period by period</source>
        <translation>все сразу, по периодам</translation>
    </message>
    <message>
        <source>side after side</source>
        <translation>стороны по очереди</translation>
    </message>
    <message>
        <source>one unit after another, with encounters</source>
        <translation>по одному отряду, со встречами</translation>
    </message>
    <message>
        <source>One unit per hex at every pause</source>
        <translation>Не больше одного отряда в гексе на каждой паузе</translation>
    </message>
    <message>
        <source>not said</source>
        <translation>не указан</translation>
    </message>
    <message>
        <source>The stop rules that stop a unit in the hex it entered, in order</source>
        <translation>Правила остановки, которые по порядку останавливают отряд в гексе, куда он вошёл</translation>
    </message>
    <message>
        <source>Friendly sides let each other pass</source>
        <translation>Дружественные стороны пропускают друг друга</translation>
    </message>
    <message>
        <source>Tolerant sides let each other pass</source>
        <translation>Терпимые стороны пропускают друг друга</translation>
    </message>
    <message>
        <source>Sides that units stand and defend stop movers</source>
        <translation>Обороняемые стороны гексов останавливают идущих</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(нет)</translation>
    </message>
    <message>
        <source>Change the sequencing</source>
        <translation>Изменить очерёдность</translation>
    </message>
    <message>
        <source>Only a larger army may overrun</source>
        <translation>Смять можно только меньшую армию</translation>
    </message>
    <message>
        <source>An army slipped past learns of the evader</source>
        <translation>Армия, мимо которой проскользнули, узнаёт о прошедшей</translation>
    </message>
    <message>
        <source>Armies that start in one hex try to stop each other leaving</source>
        <translation>Армии, начавшие ход в одном гексе, пытаются задержать друг друга при выходе</translation>
    </message>
    <message>
        <source>Order of units:</source>
        <translation>Порядок отрядов:</translation>
    </message>
    <message>
        <source>Order comes from:</source>
        <translation>Источник порядка:</translation>
    </message>
    <message>
        <source>the map's order of units</source>
        <translation>в порядке отрядов карты</translation>
    </message>
    <message>
        <source>side by side, in the players' order</source>
        <translation>по сторонам, в порядке игроков</translation>
    </message>
    <message>
        <source>drawn anew every turn</source>
        <translation>жребий заново каждый ход</translation>
    </message>
    <message>
        <source>The order in which a campaign moves units that move one after another; a campaign may choose another</source>
        <translation>Порядок, в котором кампания двигает отряды, ходящие по очереди; кампания может выбрать другой</translation>
    </message>
</context>
<context>
    <name>hexstride::SetupGroup</name>
    <message>
        <source>Set-up</source>
        <translation>Расстановка</translation>
    </message>
    <message>
        <source>Source:</source>
        <translation>Источник:</translation>
    </message>
    <message>
        <source>Units are set up only on hexes they could enter</source>
        <translation>Отряды ставятся только в гексы, куда они могли бы войти</translation>
    </message>
    <message>
        <source>Change the set-up rule</source>
        <translation>Изменить правило расстановки</translation>
    </message>
</context>
<context>
    <name>hexstride::ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Сочетания клавиш</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Клавиши</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Действие</translation>
    </message>
</context>
<context>
    <name>hexstride::SidesDialog</name>
    <message>
        <source>Friendly</source>
        <translation>Дружественная</translation>
    </message>
    <message>
        <source>Tolerant</source>
        <translation>Терпимая</translation>
    </message>
    <message>
        <source>Hostile</source>
        <translation>Враждебная</translation>
    </message>
    <message>
        <source>Sides</source>
        <translation>Стороны</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Сторона</translation>
    </message>
    <message>
        <source>Toward</source>
        <translation>К стороне</translation>
    </message>
    <message>
        <source>Relation</source>
        <translation>Отношение</translation>
    </message>
    <message>
        <source>The map's units name fewer than two sides.</source>
        <translation>У отрядов карты меньше двух сторон.</translation>
    </message>
    <message>
        <source>How each side regards each other side. A pair not set here is hostile; the map's ruleset says which relations let an army pass another side's armies and towns.</source>
        <translation>Как каждая сторона относится к каждой другой. Пара, не заданная здесь, враждебна; набор правил карты определяет, при каких отношениях армия проходит мимо армий и городов другой стороны.</translation>
    </message>
    <message>
        <source>Owned hexes: the side that owns each hex's population centre and fortification. To give a hex an owner, select it and choose Map ▸ Hex Owner…</source>
        <translation>Гексы с владельцем: сторона, которой принадлежат населённый пункт и укрепление гекса. Чтобы назначить гексу владельца, выделите его и выберите Карта ▸ Владелец гекса…</translation>
    </message>
    <message>
        <source>Hex</source>
        <translation>Гекс</translation>
    </message>
    <message>
        <source>Features</source>
        <translation>Объекты</translation>
    </message>
    <message>
        <source>Owner</source>
        <translation>Владелец</translation>
    </message>
    <message>
        <source>&amp;Remove Owner</source>
        <translation>&amp;Убрать владельца</translation>
    </message>
    <message>
        <source>The selected hexes belong to nobody</source>
        <translation>Выделенные гексы никому не принадлежат</translation>
    </message>
    <message>
        <source>hex %1: %2</source>
        <translation>гекс %1: %2</translation>
    </message>
</context>
<context>
    <name>hexstride::SourceField</name>
    <message>
        <source>The item of the rule summary this comes from</source>
        <translation>Пункт изложения правил, откуда это взято</translation>
    </message>
    <message>
        <source>assumed because… (English)</source>
        <translation>допущение, потому что… (англ.)</translation>
    </message>
    <message>
        <source>Where the rule text does not give it: why this was chosen, in English</source>
        <translation>Если в тексте правил этого нет: почему выбрано так, по-английски</translation>
    </message>
    <message>
        <source>assumed because… (Russian)</source>
        <translation>допущение, потому что… (рус.)</translation>
    </message>
    <message>
        <source>Where the rule text does not give it: why this was chosen, in Russian</source>
        <translation>Если в тексте правил этого нет: почему выбрано так, по-русски</translation>
    </message>
</context>
<context>
    <name>hexstride::StateChangeDialog</name>
    <message>
        <source>The units on the hex entered change &amp;too</source>
        <translation>Отряды в гексе входа тоже &amp;меняются</translation>
    </message>
    <message>
        <source>Add State Change</source>
        <translation>Добавить смену состояния</translation>
    </message>
    <message>
        <source>Edit State Change</source>
        <translation>Изменить смену состояния</translation>
    </message>
    <message>
        <source>Afterwards:</source>
        <translation>После шага:</translation>
    </message>
    <message>
        <source>Say which option it sets.</source>
        <translation>Укажите, какой параметр оно задаёт.</translation>
    </message>
</context>
<context>
    <name>hexstride::StepCostsGroup</name>
    <message>
        <source>Step costs</source>
        <translation>Стоимость шага</translation>
    </message>
    <message>
        <source>Round a step's cost:</source>
        <translation>Округлять стоимость шага:</translation>
    </message>
    <message>
        <source>A step costs at least:</source>
        <translation>Шаг стоит не меньше:</translation>
    </message>
    <message>
        <source>up</source>
        <translation>вверх</translation>
    </message>
    <message>
        <source>down</source>
        <translation>вниз</translation>
    </message>
    <message>
        <source>to the nearest whole number</source>
        <translation>до ближайшего целого</translation>
    </message>
    <message>
        <source>Change step costs</source>
        <translation>Изменить стоимость шага</translation>
    </message>
</context>
<context>
    <name>hexstride::StepTrace</name>
    <message>
        <source>Base cost %1 (%2: %3, %4)</source>
        <translation>Базовая стоимость %1 (%2: %3, %4)</translation>
    </message>
    <message>
        <source>%1: no further modifiers apply</source>
        <translation>%1: дальнейшие модификаторы не применяются</translation>
    </message>
    <message>
        <source>%1: %2 (a fraction of the full allowance) → %3</source>
        <translation>%1: %2 (доля полного запаса ОД) → %3</translation>
    </message>
    <message>
        <source>%1: %2 → %3</source>
        <translation>%1: %2 → %3</translation>
    </message>
    <message>
        <source>Rounded to %1</source>
        <translation>Округлено до %1</translation>
    </message>
    <message>
        <source>Raised to the minimum step cost %1</source>
        <translation>Повышено до минимальной стоимости шага %1</translation>
    </message>
    <message>
        <source>Cost %1</source>
        <translation>Стоимость %1</translation>
    </message>
    <message>
        <source>Not allowed (%1: %2, %3)</source>
        <translation>Нельзя (%1: %2, %3)</translation>
    </message>
    <message>
        <source>Not allowed: %1</source>
        <translation>Нельзя: %1</translation>
    </message>
    <message>
        <source>Not allowed: no cost is given for this step</source>
        <translation>Нельзя: для этого шага не задана стоимость</translation>
    </message>
    <message>
        <source>Not allowed: the step leaves the map</source>
        <translation>Нельзя: шаг выходит за край карты</translation>
    </message>
    <message>
        <source>Not allowed: the hex is not next to the previous one</source>
        <translation>Нельзя: гекс не соседствует с предыдущим</translation>
    </message>
    <message>
        <source>%1: cost %2</source>
        <translation>%1: стоимость %2</translation>
    </message>
    <message>
        <source>Costs %1 but only %2 left</source>
        <translation>Стоит %1, но осталось только %2</translation>
    </message>
    <message>
        <source>Not executed: an earlier step ended the order</source>
        <translation>Не выполнен: приказ завершился на одном из предыдущих шагов</translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <translation>Предупреждение: %1</translation>
    </message>
    <message>
        <source>Movement ends here: %1</source>
        <translation>Движение заканчивается здесь: %1</translation>
    </message>
    <message>
        <source>Afterwards: %1</source>
        <translation>После этого: %1</translation>
    </message>
    <message>
        <source>Allowed by the minimum-move rule although it costs more than the allowance</source>
        <translation>Разрешено правилом минимального перемещения, хотя стоит больше запаса ОД</translation>
    </message>
    <message>
        <source>Turn %1 begins</source>
        <translation>Начинается ход %1</translation>
    </message>
    <message>
        <source>Warning: %1 (an enemy army stands and defends this hex-side)</source>
        <translation>Предупреждение: %1 (вражеская армия стоит и обороняет эту сторону гекса)</translation>
    </message>
    <message>
        <source>%1 begins (the same turn)</source>
        <translation>Начинается период «%1» (тот же ход)</translation>
    </message>
    <message>
        <source>%1: costs %2 whatever the table says (it gives no cost)</source>
        <translation>%1: стоит %2, что бы ни говорила таблица (в ней нет стоимости)</translation>
    </message>
    <message>
        <source>%1: costs %2 whatever the table says (%3, %4: not allowed)</source>
        <translation>%1: стоит %2, что бы ни говорила таблица (%3, %4: нельзя)</translation>
    </message>
    <message>
        <source>%1: straight to the destination, whatever the terrain between (no movement cost)</source>
        <translation>%1: прямо в гекс назначения, какая бы местность ни лежала между ними (без затрат ОД)</translation>
    </message>
    <message>
        <source>Not allowed: the map's terrain "%1" is not the ruleset's "%2" (the spelling differs)</source>
        <translation>Нельзя: местность карты «%1» — не «%2» из набора правил (написание другое)</translation>
    </message>
    <message>
        <source>Not allowed: the map's hex feature "%1" is not the ruleset's "%2" (the spelling differs)</source>
        <translation>Нельзя: объект в гексе «%1» на карте — не «%2» из набора правил (написание другое)</translation>
    </message>
    <message>
        <source>Not allowed: the map's hex-side feature "%1" is not the ruleset's "%2" (the spelling differs)</source>
        <translation>Нельзя: объект на стороне гекса «%1» на карте — не «%2» из набора правил (написание другое)</translation>
    </message>
</context>
<context>
    <name>hexstride::StopRuleDialog</name>
    <message>
        <source>Add Stop Rule</source>
        <translation>Добавить правило остановки</translation>
    </message>
    <message>
        <source>Edit Stop Rule</source>
        <translation>Изменить правило остановки</translation>
    </message>
    <message>
        <source>warn the player</source>
        <translation>предупредить игрока</translation>
    </message>
    <message>
        <source>the move stops after the step</source>
        <translation>движение останавливается после шага</translation>
    </message>
    <message>
        <source>&amp;Then:</source>
        <translation>&amp;Затем:</translation>
    </message>
</context>
<context>
    <name>hexstride::TableClipboard</name>
    <message numerus="yes">
        <source>Import %n cell(s) into %1 from CSV</source>
        <translation>
            <numerusform>Импорт %n ячейки из CSV в таблицу «%1»</numerusform>
            <numerusform>Импорт %n ячеек из CSV в таблицу «%1»</numerusform>
            <numerusform>Импорт %n ячеек из CSV в таблицу «%1»</numerusform>
        </translation>
    </message>
    <message>
        <source>The map has no such cost table.</source>
        <translation>У карты нет такой таблицы стоимости.</translation>
    </message>
    <message numerus="yes">
        <source>Paste %n cell(s) into %1</source>
        <translation>
            <numerusform>Вставка %n ячейки в таблицу «%1»</numerusform>
            <numerusform>Вставка %n ячеек в таблицу «%1»</numerusform>
            <numerusform>Вставка %n ячеек в таблицу «%1»</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hexstride::TableExport</name>
    <message>
        <source>not allowed</source>
        <translation>нельзя</translation>
    </message>
    <message>
        <source>%1: no such cost table</source>
        <translation>%1: такой таблицы стоимости нет</translation>
    </message>
    <message>
        <source>%1: cannot write the PDF</source>
        <translation>%1: не удаётся записать PDF</translation>
    </message>
    <message>
        <source>changed from %1</source>
        <translation>изменено, было: %1</translation>
    </message>
    <message>
        <source>Values in italics are not given by the rule text; they were chosen. Values in bold were changed:</source>
        <translation>Значений курсивом нет в тексте правил: они выбраны. Значения полужирным изменены:</translation>
    </message>
</context>
<context>
    <name>hexstride::TerrainBrushTool</name>
    <message>
        <source>How many hexes around the centre the brush covers</source>
        <translation>Сколько гексов вокруг центра захватывает кисть</translation>
    </message>
    <message>
        <source>Brush radius:</source>
        <translation>Радиус кисти:</translation>
    </message>
    <message>
        <source>Terrain Brush</source>
        <translation>Кисть местности</translation>
    </message>
    <message>
        <source>Paint terrain; drag to paint a stroke ([ and ] change the brush size)</source>
        <translation>Рисовать местность; перетаскивание рисует мазок ([ и ] меняют размер кисти)</translation>
    </message>
    <message numerus="yes">
        <source> hex(es)</source>
        <comment>spin box unit after the number</comment>
        <translation>
            <numerusform> гекс</numerusform>
            <numerusform> гекса</numerusform>
            <numerusform> гексов</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hexstride::TerrainDialog</name>
    <message>
        <source>Add Terrain</source>
        <translation>Добавить местность</translation>
    </message>
    <message>
        <source>lower-case-id</source>
        <translation>код-строчными-буквами</translation>
    </message>
    <message>
        <source>(none: not allowed until you give values)</source>
        <translation>(нет: нельзя, пока вы не зададите значения)</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Выбрать…</translation>
    </message>
    <message>
        <source>&amp;Id:</source>
        <translation>Ко&amp;д:</translation>
    </message>
    <message>
        <source>&amp;English name:</source>
        <translation>Название по-&amp;английски:</translation>
    </message>
    <message>
        <source>&amp;Russian name:</source>
        <translation>Название по-&amp;русски:</translation>
    </message>
    <message>
        <source>&amp;Colour:</source>
        <translation>&amp;Цвет:</translation>
    </message>
    <message>
        <source>&amp;Pattern:</source>
        <translation>&amp;Узор:</translation>
    </message>
    <message>
        <source>Costs and rules &amp;like:</source>
        <translation>Стоимость и правила &amp;как у:</translation>
    </message>
    <message>
        <source>Give the terrain an id.</source>
        <translation>Задайте код местности.</translation>
    </message>
</context>
<context>
    <name>hexstride::TextLines</name>
    <message>
        <source>a line separator (U+2028)</source>
        <translation>разделитель строк (U+2028)</translation>
    </message>
    <message>
        <source>a paragraph separator (U+2029)</source>
        <translation>разделитель абзацев (U+2029)</translation>
    </message>
    <message>
        <source>a next-line character (NEL, U+0085)</source>
        <translation>символ перехода на новую строку (NEL, U+0085)</translation>
    </message>
    <message>
        <source>a vertical tab (U+000B)</source>
        <translation>вертикальная табуляция (U+000B)</translation>
    </message>
    <message>
        <source>a form feed (U+000C)</source>
        <translation>перевод страницы (U+000C)</translation>
    </message>
    <message>
        <source>%1 inside the line: save the file with ordinary line ends</source>
        <translation>%1 внутри строки: сохраните файл с обычными концами строк</translation>
    </message>
    <message>
        <source>a byte order mark (%1) inside the file</source>
        <translation>метка порядка байтов (%1) внутри файла</translation>
    </message>
    <message>
        <source>a control character (%1)</source>
        <translation>управляющий символ (%1)</translation>
    </message>
    <message>
        <source>%1, which many editors do not show: delete it</source>
        <translation>%1: многие редакторы не показывают этот знак — удалите его</translation>
    </message>
</context>
<context>
    <name>hexstride::TurnOverlay</name>
    <message>
        <source>%1, %2: %3 — rule: %4</source>
        <translation>%1, %2: %3 — правило: %4</translation>
    </message>
    <message>
        <source>%1 → %2 (%3)</source>
        <translation>%1 → %2 (%3)</translation>
    </message>
</context>
<context>
    <name>hexstride::TurnReplay</name>
    <message>
        <source>Turn</source>
        <translation>Ход</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Начало</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>hexstride::TurnResolver</name>
    <message>
        <source>Which army tries first to stop %1 in %2?</source>
        <translation>Какое войско первым пытается остановить отряд «%1» (гекс %2)?</translation>
    </message>
    <message>
        <source>May force past %1: %2 (%3 troops) against %4 (%5)?</source>
        <translation>Прорыв через %1: «%2» (войска: %3), противник — «%4» (войска: %5)?</translation>
    </message>
    <message>
        <source>stopped in %1 (%2)</source>
        <translation>остановлен в %1 (%2)</translation>
    </message>
    <message>
        <source>plan "%1": %2</source>
        <translation>план «%1»: %2</translation>
    </message>
    <message>
        <source>its start is off the map</source>
        <translation>его начало вне карты</translation>
    </message>
    <message>
        <source>May %1, moving evasively, slip past %2 in %3?</source>
        <translation>Скрытное движение: проскользнёт ли «%1» мимо отряда «%2» (гекс %3)?</translation>
    </message>
    <message>
        <source>May %2 (%3 troops) force its way across the side of %1 that %4 (%5) defends?</source>
        <translation>Прорвётся ли «%2» (войска: %3) через сторону гекса %1, которую обороняет «%4» (войска: %5)?</translation>
    </message>
    <message>
        <source>%1.unit: "%2" is no unit of the map</source>
        <translation>%1.unit: «%2» — не отряд этой карты</translation>
    </message>
    <message>
        <source>%1: the plan has no unit, but its name "%2" is a unit's: give it "unit": "%2"</source>
        <translation>%1: у плана нет отряда, но его имя «%2» — имя отряда: укажите в нём unit «%2»</translation>
    </message>
    <message>
        <source>%1: "%2" already moves by plans[%3]: one plan an army</source>
        <translation>%1: «%2» уже движется по plans[%3]: у армии один план</translation>
    </message>
    <message>
        <source>%1.start: %2 is not where its unit "%3" stands (%4)</source>
        <translation>%1.start: %2 — не там, где стоит его отряд «%3» (%4)</translation>
    </message>
    <message>
        <source>%1.name: %2</source>
        <translation>%1.name: %2</translation>
    </message>
    <message>
        <source>too many armies meet in %1: the turn's armies would meet more than %2 times (%3, and %4 more for each of its %5 armies); the turn is not resolved</source>
        <translation>в %1 встречается слишком много армий: за ход армии встретились бы больше %2 раз (%3 и ещё по %4 на каждую из %5 армий); ход не проведён</translation>
    </message>
    <message>
        <source>%1.name: "%2" reads as "%3", a unit's name, but is written otherwise: give the plan a name that reads differently, or "unit": "%3"</source>
        <translation>%1.name: «%2» читается как «%3», имя отряда, но написано иначе: дайте плану имя, которое читается иначе, или укажите в нём unit «%3»</translation>
    </message>
    <message>
        <source>%1.name: "%2" is already the name of plans[%3]: give each plan a name of its own</source>
        <translation>%1.name: «%2» — уже имя plans[%3]: у каждого плана должно быть своё имя</translation>
    </message>
    <message>
        <source>%1.name: "%2" reads as "%3", the name of plans[%4], but is written otherwise: give the two plans names that read differently</source>
        <translation>%1.name: «%2» читается как «%3», имя plans[%4], но написано иначе: дайте двум планам имена, которые читаются по-разному</translation>
    </message>
</context>
<context>
    <name>hexstride::TurnSettingsPage</name>
    <message>
        <source>Ruleset</source>
        <translation>Набор правил</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Ходы</translation>
    </message>
    <message>
        <source>Sequencing</source>
        <translation>Очерёдность</translation>
    </message>
    <message>
        <source>Scale and movement</source>
        <translation>Масштаб и движение</translation>
    </message>
    <message>
        <source>Contests and defence</source>
        <translation>Споры и оборона</translation>
    </message>
    <message>
        <source>No map is open.</source>
        <translation>Карта не открыта.</translation>
    </message>
</context>
<context>
    <name>hexstride::TurnTexts</name>
    <message>
        <source>fewer troop figures</source>
        <translation>меньше фигур войск</translation>
    </message>
    <message>
        <source>more MP left</source>
        <translation>больше оставшихся ОД</translation>
    </message>
    <message>
        <source>more daily MP</source>
        <translation>больше дневных ОД</translation>
    </message>
    <message>
        <source>dice</source>
        <translation>жребий</translation>
    </message>
    <message>
        <source>open: dice to roll</source>
        <translation>не решено: бросайте кости</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>остановлен</translation>
    </message>
    <message>
        <source>forces past</source>
        <translation>прорывается</translation>
    </message>
    <message>
        <source>overruns</source>
        <translation>сминает</translation>
    </message>
    <message>
        <source>won %1</source>
        <translation>занял %1</translation>
    </message>
    <message>
        <source>lost %1</source>
        <translation>уступил %1</translation>
    </message>
    <message>
        <source>%1 undecided</source>
        <translation>%1 не решён</translation>
    </message>
    <message>
        <source>stopped in %1</source>
        <translation>остановлен в %1</translation>
    </message>
    <message>
        <source>forced past in %1</source>
        <translation>прорвался в %1</translation>
    </message>
    <message>
        <source>overran in %1</source>
        <translation>смял противника в %1</translation>
    </message>
    <message>
        <source>overrun in %1</source>
        <translation>смят в %1</translation>
    </message>
    <message>
        <source>met in %1</source>
        <translation>встреча в %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>referee</source>
        <translation>ведущий</translation>
    </message>
    <message>
        <source>normal outcome</source>
        <translation>обычный исход</translation>
    </message>
    <message>
        <source>slips past</source>
        <translation>проскальзывает</translation>
    </message>
    <message>
        <source>slipped past in %1</source>
        <translation>проскользнул в %1</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>выполнен</translation>
    </message>
    <message>
        <source>not allowed</source>
        <translation>нельзя</translation>
    </message>
    <message>
        <source>not enough MP</source>
        <translation>мало ОД</translation>
    </message>
    <message>
        <source>not executed</source>
        <translation>не выполнен</translation>
    </message>
    <message>
        <source>stopped in %1: %2 (order %3)</source>
        <translation>остановлен в %1: %2 (приказ %3)</translation>
    </message>
    <message>
        <source>(off the map)</source>
        <translation>(за краем карты)</translation>
    </message>
    <message>
        <source>%1. %2 %3 → %4: %5</source>
        <translation>%1. %2 %3 → %4: %5</translation>
    </message>
    <message numerus="yes">
        <source>%1–%2. %3 %4 → %5: %n step(s) not executed</source>
        <translation>
            <numerusform>%1–%2. %3 %4 → %5: %n шаг не выполнен</numerusform>
            <numerusform>%1–%2. %3 %4 → %5: %n шага не выполнены</numerusform>
            <numerusform>%1–%2. %3 %4 → %5: %n шагов не выполнено</numerusform>
        </translation>
    </message>
    <message>
        <source>, then </source>
        <translation>, затем </translation>
    </message>
</context>
<context>
    <name>hexstride::TurnsGroup</name>
    <message>
        <source>Turns</source>
        <translation>Ходы</translation>
    </message>
    <message>
        <source>English name:</source>
        <translation>Название по-английски:</translation>
    </message>
    <message>
        <source>Russian name:</source>
        <translation>Название по-русски:</translation>
    </message>
    <message>
        <source>Hold order (tokens):</source>
        <translation>Приказ «на месте» (слова):</translation>
    </message>
    <message>
        <source>Hold costs:</source>
        <translation>Стоимость «на месте»:</translation>
    </message>
    <message>
        <source>Hold, in English:</source>
        <translation>«На месте» по-английски:</translation>
    </message>
    <message>
        <source>Hold, in Russian:</source>
        <translation>«На месте» по-русски:</translation>
    </message>
    <message>
        <source>Sides move in the order:</source>
        <translation>Порядок движения сторон:</translation>
    </message>
    <message>
        <source>Within a side:</source>
        <translation>Внутри стороны:</translation>
    </message>
    <message>
        <source>Source:</source>
        <translation>Источник:</translation>
    </message>
    <message>
        <source>A turn is a battle round</source>
        <translation>Ход — это раунд боя</translation>
    </message>
    <message>
        <source>An order list goes on into later turns</source>
        <translation>Список приказов продолжается в следующих ходах</translation>
    </message>
    <message>
        <source>Costs stay hidden until a move is declared</source>
        <translation>Стоимость скрыта, пока движение не объявлено</translation>
    </message>
    <message>
        <source>The words of the order to stay put, separated by commas</source>
        <translation>Слова приказа оставаться на месте, через запятую</translation>
    </message>
    <message>
        <source>The sides' names, separated by commas</source>
        <translation>Названия сторон через запятую</translation>
    </message>
    <message>
        <source>in the order listed</source>
        <translation>в порядке списка</translation>
    </message>
    <message>
        <source>by the number in each unit's name</source>
        <translation>по номеру в названии отряда</translation>
    </message>
    <message>
        <source>Change the turns</source>
        <translation>Изменить ходы</translation>
    </message>
</context>
<context>
    <name>hexstride::UnitDock</name>
    <message>
        <source>Moving Unit</source>
        <translation>Движущийся отряд</translation>
    </message>
    <message>
        <source>Unit:</source>
        <translation>Отряд:</translation>
    </message>
    <message>
        <source>Side:</source>
        <translation>Сторона:</translation>
    </message>
    <message>
        <source>Apply to Unit</source>
        <translation>Применить к отряду</translation>
    </message>
    <message>
        <source>Store this profile and side in the selected unit of the map</source>
        <translation>Записать этот профиль и сторону в выбранный отряд карты</translation>
    </message>
    <message>
        <source>Compare with This Profile</source>
        <translation>Сравнить с этим профилем</translation>
    </message>
    <message>
        <source>Keep this profile for comparison, then change the options: the steps show both costs and the difference</source>
        <translation>Запомнить этот профиль для сравнения и изменить параметры: шаги покажут обе стоимости и разницу</translation>
    </message>
    <message>
        <source>The map's ruleset is unknown.</source>
        <translation>Набор правил карты неизвестен.</translation>
    </message>
    <message>
        <source>An option of the game rather than the unit</source>
        <translation>Параметр игры, а не отряда</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Compared with: %1</source>
        <translation>Сравнение с: %1</translation>
    </message>
    <message>
        <source>Edit Unit “%1”</source>
        <translation>Правка отряда «%1»</translation>
    </message>
    <message>
        <source>A new army at the start hex</source>
        <translation>Новая армия в начальном гексе</translation>
    </message>
    <message>
        <source>(no side)</source>
        <translation>(без стороны)</translation>
    </message>
    <message>
        <source>Your armies (%1): pick one to plan it</source>
        <translation>Ваши армии (%1): выберите армию, чтобы спланировать её ход</translation>
    </message>
    <message>
        <source>Compared with this profile: change an option to see both costs</source>
        <translation>Сравнение с этим профилем: измените параметр, чтобы увидеть обе стоимости</translation>
    </message>
</context>
<context>
    <name>hexstride::UnitOptionDialog</name>
    <message>
        <source>Add &amp;Value</source>
        <translation>Добавить &amp;значение</translation>
    </message>
    <message>
        <source>Remove V&amp;alue</source>
        <translation>У&amp;далить значение</translation>
    </message>
    <message>
        <source>&amp;Up</source>
        <translation>В&amp;ыше</translation>
    </message>
    <message>
        <source>Do&amp;wn</source>
        <translation>&amp;Ниже</translation>
    </message>
    <message>
        <source>Add Unit Option</source>
        <translation>Добавить параметр отряда</translation>
    </message>
    <message>
        <source>Edit Unit Option</source>
        <translation>Изменить параметр отряда</translation>
    </message>
    <message>
        <source>lower-case-id</source>
        <translation>код-строчными-буквами</translation>
    </message>
    <message>
        <source>a choice of values</source>
        <translation>выбор из значений</translation>
    </message>
    <message>
        <source>yes or no (a flag)</source>
        <translation>да или нет (флажок)</translation>
    </message>
    <message>
        <source>each unit's own</source>
        <translation>свой у каждого отряда</translation>
    </message>
    <message>
        <source>the whole game's (an advanced rule)</source>
        <translation>общий для всей игры (расширенное правило)</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Код</translation>
    </message>
    <message>
        <source>English name</source>
        <translation>По-английски</translation>
    </message>
    <message>
        <source>Russian name</source>
        <translation>По-русски</translation>
    </message>
    <message>
        <source>&amp;Id:</source>
        <translation>&amp;Код:</translation>
    </message>
    <message>
        <source>&amp;English name:</source>
        <translation>Название по-&amp;английски:</translation>
    </message>
    <message>
        <source>&amp;Russian name:</source>
        <translation>Название по-&amp;русски:</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation>&amp;Вид:</translation>
    </message>
    <message>
        <source>Values:</source>
        <translation>Значения:</translation>
    </message>
    <message>
        <source>&amp;Default:</source>
        <translation>&amp;По умолчанию:</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>да</translation>
    </message>
    <message>
        <source>no</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>Give the option an id.</source>
        <translation>Задайте код параметра.</translation>
    </message>
    <message>
        <source>W&amp;hose:</source>
        <translation>&amp;Чей:</translation>
    </message>
</context>
<context>
    <name>hexstride::UnitOptionsPage</name>
    <message>
        <source>&lt;b&gt;Unit options&lt;/b&gt;: what a unit's profile chooses</source>
        <translation>&lt;b&gt;Параметры отрядов&lt;/b&gt;: что выбирается в профиле отряда</translation>
    </message>
    <message>
        <source>&lt;b&gt;Constraints&lt;/b&gt;: values that may not go together, or that bring others with them</source>
        <translation>&lt;b&gt;Ограничения&lt;/b&gt;: несовместимые значения и значения, влекущие за собой другие</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>Параметр</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Код</translation>
    </message>
    <message>
        <source>Values</source>
        <translation>Значения</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>По умолчанию</translation>
    </message>
    <message>
        <source>&amp;Add Option…</source>
        <translation>&amp;Добавить параметр…</translation>
    </message>
    <message>
        <source>Move &amp;Up</source>
        <translation>&amp;Выше</translation>
    </message>
    <message>
        <source>Move &amp;Down</source>
        <translation>Ни&amp;же</translation>
    </message>
    <message>
        <source>Remo&amp;ve</source>
        <translation>&amp;Удалить</translation>
    </message>
    <message>
        <source>Add &amp;Constraint…</source>
        <translation>Добавить &amp;ограничение…</translation>
    </message>
    <message>
        <source>Edi&amp;t…</source>
        <translation>Из&amp;менить…</translation>
    </message>
    <message>
        <source>Move U&amp;p</source>
        <translation>В&amp;ыше</translation>
    </message>
    <message>
        <source>Move Dow&amp;n</source>
        <translation>Ниж&amp;е</translation>
    </message>
    <message>
        <source>%1 (the game's)</source>
        <translation>%1 (для всей игры)</translation>
    </message>
    <message>
        <source>When %1: %2 (%3)</source>
        <translation>Если %1: %2 (%3)</translation>
    </message>
    <message>
        <source>Not allowed: %1 (%2)</source>
        <translation>Нельзя: %1 (%2)</translation>
    </message>
    <message>
        <source>No map is open.</source>
        <translation>Нет открытой карты.</translation>
    </message>
    <message>
        <source>Add option %1</source>
        <translation>Добавить параметр %1</translation>
    </message>
    <message>
        <source>Edit option %1</source>
        <translation>Изменить параметр %1</translation>
    </message>
    <message>
        <source>Move option %1</source>
        <translation>Переместить параметр %1</translation>
    </message>
    <message>
        <source>Remove option %1</source>
        <translation>Удалить параметр %1</translation>
    </message>
    <message>
        <source>Add constraint</source>
        <translation>Добавить ограничение</translation>
    </message>
    <message>
        <source>Edit constraint</source>
        <translation>Изменить ограничение</translation>
    </message>
    <message>
        <source>Move constraint</source>
        <translation>Переместить ограничение</translation>
    </message>
    <message>
        <source>Remove constraint</source>
        <translation>Удалить ограничение</translation>
    </message>
    <message>
        <source>the option's default</source>
        <translation>значение по умолчанию</translation>
    </message>
    <message>
        <source>The Open Map Uses %1</source>
        <translation>%1 есть на открытой карте</translation>
    </message>
    <message numerus="yes">
        <source>%n unit(s) and plan(s) of the open map have %1. What do they get instead?</source>
        <translation>
            <numerusform>У %n отряда или плана открытой карты значение «%1». Какое значение дать взамен?</numerusform>
            <numerusform>У %n отрядов и планов открытой карты значение «%1». Какое значение дать взамен?</numerusform>
            <numerusform>У %n отрядов и планов открытой карты значение «%1». Какое значение дать взамен?</numerusform>
        </translation>
    </message>
    <message>
        <source>Ed&amp;it…</source>
        <translation>&amp;Изменить…</translation>
    </message>
    <message>
        <source>Remove C&amp;onstraint</source>
        <translation>Уда&amp;лить ограничение</translation>
    </message>
</context>
<context>
    <name>hexstride::UnitTool</name>
    <message>
        <source>Units of different sides are enemies</source>
        <translation>Отряды разных сторон — враги</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Имя:</translation>
    </message>
    <message>
        <source>&amp;Side:</source>
        <translation>&amp;Сторона:</translation>
    </message>
    <message>
        <source>&amp;Figures:</source>
        <translation>&amp;Фигур войск:</translation>
    </message>
    <message>
        <source>Delete Unit</source>
        <translation>Удаление отряда</translation>
    </message>
    <message>
        <source>Move Unit</source>
        <translation>Перенос отряда</translation>
    </message>
    <message>
        <source>Edit Unit</source>
        <translation>Правка отряда</translation>
    </message>
    <message>
        <source>Unit %1</source>
        <translation>Отряд %1</translation>
    </message>
    <message>
        <source>New Unit</source>
        <translation>Новый отряд</translation>
    </message>
    <message>
        <source>Place Unit</source>
        <translation>Размещение отряда</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Отряд</translation>
    </message>
    <message>
        <source>Click a hex to place a unit, click a unit to edit it, drag to move it, right-click to delete it</source>
        <translation>Щелчок по гексу ставит отряд, щелчок по отряду — правка, перетаскивание — перенос, правая кнопка — удаление</translation>
    </message>
    <message>
        <source>another unit is already called “%1”</source>
        <translation>так уже называется другой отряд: «%1»</translation>
    </message>
    <message>
        <source>The name cannot be used: %1</source>
        <translation>Это имя нельзя дать отряду: %1</translation>
    </message>
    <message>
        <source>The side cannot be used: %1</source>
        <translation>Эту сторону использовать нельзя: %1</translation>
    </message>
</context>
<context>
    <name>hexstride::UserGuide</name>
    <message>
        <source>&amp;User Guide</source>
        <translation>&amp;Руководство пользователя</translation>
    </message>
    <message>
        <source>Open the guide at the page about the current tool</source>
        <translation>Открыть руководство на странице о текущем инструменте</translation>
    </message>
</context>
<context>
    <name>hexstride::UserGuideWindow</name>
    <message>
        <source>Back</source>
        <translation>Назад</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Вперёд</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Содержание</translation>
    </message>
    <message>
        <source>Hexstride User Guide</source>
        <translation>Руководство Hexstride</translation>
    </message>
    <message>
        <source>%1 — Hexstride User Guide</source>
        <translation>%1 — руководство Hexstride</translation>
    </message>
</context>
<context>
    <name>hexstride::VocabularyPage</name>
    <message>
        <source>&amp;Add Hex Feature…</source>
        <translation>&amp;Добавить объект в гексе…</translation>
    </message>
    <message>
        <source>&amp;Add Edge Feature…</source>
        <translation>&amp;Добавить объект на стороне гекса…</translation>
    </message>
    <message>
        <source>Remo&amp;ve…</source>
        <translation>&amp;Удалить…</translation>
    </message>
    <message>
        <source>Move &amp;Up</source>
        <translation>&amp;Выше</translation>
    </message>
    <message>
        <source>Move &amp;Down</source>
        <translation>Ни&amp;же</translation>
    </message>
    <message>
        <source>The palette lists them in this order</source>
        <translation>В этом порядке их показывает палитра</translation>
    </message>
    <message>
        <source>No map is open.</source>
        <translation>Нет открытой карты.</translation>
    </message>
    <message>
        <source>Add %1</source>
        <translation>Добавить: %1</translation>
    </message>
    <message>
        <source>Edit %1</source>
        <translation>Изменить: %1</translation>
    </message>
    <message>
        <source>Rename %1 to %2</source>
        <translation>Переименование: «%1» → «%2»</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>Переместить: %1</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation>Удалить: %1</translation>
    </message>
    <message>
        <source>nothing: take it off</source>
        <translation>ничем: убрать</translation>
    </message>
    <message numerus="yes">
        <source>%n hex side(s) of the open map have %1. What does it become there?</source>
        <translation>
            <numerusform>На %n стороне гекса открытой карты есть «%1». Чем это станет там?</numerusform>
            <numerusform>На %n сторонах гексов открытой карты есть «%1». Чем это станет там?</numerusform>
            <numerusform>На %n сторонах гексов открытой карты есть «%1». Чем это станет там?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hex(es) of the open map have %1. What does it become there?</source>
        <translation>
            <numerusform>В %n гексе открытой карты есть «%1». Чем это станет там?</numerusform>
            <numerusform>В %n гексах открытой карты есть «%1». Чем это станет там?</numerusform>
            <numerusform>В %n гексах открытой карты есть «%1». Чем это станет там?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hex(es) of the open map are %1. What do they become?</source>
        <translation>
            <numerusform>%n гекс открытой карты — «%1». Чем он станет?</numerusform>
            <numerusform>%n гекса открытой карты — «%1». Чем они станут?</numerusform>
            <numerusform>%n гексов открытой карты — «%1». Чем они станут?</numerusform>
        </translation>
    </message>
    <message>
        <source>The Open Map Uses %1</source>
        <translation>%1 есть на открытой карте</translation>
    </message>
    <message>
        <source>%1 (the new id)</source>
        <translation>%1 (новый код)</translation>
    </message>
    <message>
        <source>Remove the selected entry; the open map's uses of it go or become another</source>
        <translation>Удалить выбранный элемент; на открытой карте он исчезнет или станет другим</translation>
    </message>
    <message>
        <source>Change the id, names, colour and pattern of the selected entry</source>
        <translation>Изменить код, названия, цвет и узор выбранного элемента</translation>
    </message>
    <message>
        <source>Ed&amp;it…</source>
        <translation>&amp;Изменить…</translation>
    </message>
</context>
<context>
    <name>hexstride::WelcomeDialog</name>
    <message>
        <source>Welcome to Hexstride</source>
        <translation>Добро пожаловать в Hexstride</translation>
    </message>
    <message>
        <source>The sample map is open. What would you like to do first?</source>
        <translation>Открыта карта-образец. С чего начнём?</translation>
    </message>
    <message>
        <source>Plan a Move</source>
        <translation>Спланировать движение</translation>
    </message>
    <message>
        <source>Pick a unit, click hexes and see what each step costs.</source>
        <translation>Выберите отряд, щёлкайте гексы и смотрите, сколько стоит каждый шаг.</translation>
    </message>
    <message>
        <source>Draw a Map</source>
        <translation>Нарисовать карту</translation>
    </message>
    <message>
        <source>Paint terrain, rivers and roads with the brushes.</source>
        <translation>Рисуйте местность, реки и дороги кистями.</translation>
    </message>
    <message>
        <source>Read and edit the movement costs of the map's ruleset.</source>
        <translation>Смотрите и правьте стоимости движения в наборе правил карты.</translation>
    </message>
    <message>
        <source>At later starts, reopen the last map and tool</source>
        <translation>При следующих запусках открывать последнюю карту и инструмент</translation>
    </message>
    <message>
        <source>%1 is open. What would you like to do first?</source>
        <translation>Открыта карта %1. С чего начнём?</translation>
    </message>
    <message>
        <source>Open the Cost Table Designer</source>
        <translation>Открыть редактор таблиц стоимости</translation>
    </message>
</context>
<context>
    <name>hexstride::campaign</name>
    <message>
        <source>in the order of the map's units</source>
        <translation>в порядке отрядов карты</translation>
    </message>
    <message>
        <source>side by side (%1), in the order of the map's units within a side</source>
        <translation>по сторонам (%1), внутри стороны — в порядке отрядов карты</translation>
    </message>
    <message>
        <source>in an order drawn with seed %1</source>
        <translation>в порядке, выпавшем с сидом %1</translation>
    </message>
    <message>
        <source>expected a JSON object</source>
        <translation>ожидался объект JSON</translation>
    </message>
    <message>
        <source>expected "hexstride-campaign"</source>
        <translation>ожидалось "hexstride-campaign"</translation>
    </message>
    <message>
        <source>version %1 is newer than this Hexstride reads (%2)</source>
        <translation>версия %1 новее той, что читает этот Hexstride (%2)</translation>
    </message>
    <message>
        <source>expected a whole number from 0 to 4294967295</source>
        <translation>ожидалось целое число от 0 до 4294967295</translation>
    </message>
    <message>
        <source>expected 1 to %1 players</source>
        <translation>ожидалось от 1 до %1 игроков</translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation>ожидался объект</translation>
    </message>
    <message>
        <source>expected a non-empty name</source>
        <translation>ожидалось непустое имя</translation>
    </message>
    <message>
        <source>expected a non-empty side</source>
        <translation>ожидалась непустая сторона</translation>
    </message>
    <message>
        <source>"%1" is already the name of another player</source>
        <translation>«%1» — уже имя другого игрока</translation>
    </message>
    <message>
        <source>%1's army "%2" is no unit of the map</source>
        <translation>армии «%2» игрока %1 нет среди отрядов карты</translation>
    </message>
    <message>
        <source>%1's army "%2" is a unit of %3, not of %4</source>
        <translation>армия «%2» игрока %1 — отряд стороны %3, а не %4</translation>
    </message>
    <message>
        <source>"%1" is named by two players: %2 and %3</source>
        <translation>«%1» названа у двух игроков: %2 и %3</translation>
    </message>
    <message>
        <source>turn: "%1" is not a turn number (1 to %2)</source>
        <translation>turn: «%1» — не номер хода (от 1 до %2)</translation>
    </message>
    <message>
        <source>map: "%1" is not a file name; the map must be a file in the orders file's folder</source>
        <translation>map: «%1» — не имя файла; карта должна лежать в той же папке, что и файл приказов</translation>
    </message>
    <message>
        <source>map-sha256: expected 64 hexadecimal digits</source>
        <translation>map-sha256: ожидалось 64 шестнадцатеричные цифры</translation>
    </message>
    <message>
        <source>orders header version %1: this Hexstride reads version %2</source>
        <translation>заголовок приказов версии %1: этот Hexstride читает версию %2</translation>
    </message>
    <message>
        <source>%1: given twice (first on line %2)</source>
        <translation>%1: указано дважды (первый раз в строке %2)</translation>
    </message>
    <message>
        <source>the header names no campaign ("# campaign: …")</source>
        <translation>в заголовке не указана кампания («# campaign: …»)</translation>
    </message>
    <message>
        <source>these orders are for another campaign, not for "%1"</source>
        <translation>эти приказы для другой кампании, а не для кампании «%1»</translation>
    </message>
    <message>
        <source>the header names no turn ("# turn: …")</source>
        <translation>в заголовке не указан ход («# turn: …»)</translation>
    </message>
    <message>
        <source>these orders are for turn %1; the game is at turn %2</source>
        <translation>эти приказы на ход %1, а в игре идёт ход %2</translation>
    </message>
    <message>
        <source>the header names no player ("# player: …")</source>
        <translation>в заголовке не указан игрок («# player: …»)</translation>
    </message>
    <message>
        <source>"%1" is no player of this campaign (did you mean "%2"?)</source>
        <translation>«%1» не играет в этой кампании (может быть, «%2»?)</translation>
    </message>
    <message>
        <source>%1 plays %2, not %3</source>
        <translation>%1 играет за сторону %2, а не %3</translation>
    </message>
    <message>
        <source>these orders were planned on another map than the one sent to %1 for turn %2</source>
        <translation>эти приказы составлены по другой карте, не по той, что отправлена игроку %1 на ход %2</translation>
    </message>
    <message>
        <source>no orders header: a player's orders file begins with "# Hexstride orders 1" and names the campaign, the player and the turn (the app's Export Orders writes it)</source>
        <translation>нет заголовка приказов: файл приказов игрока начинается строкой «# Hexstride orders 1» и называет кампанию, игрока и ход (его пишет «Экспорт приказов» в программе)</translation>
    </message>
    <message>
        <source>"%1" stands in %2: leave the start hex empty</source>
        <translation>«%1» стоит в %2: оставьте начальный гекс пустым</translation>
    </message>
    <message>
        <source>"%1" has %2 troop figures: a player's orders cannot change them</source>
        <translation>у отряда «%1» фигур войск: %2; приказы игрока не могут их изменить</translation>
    </message>
    <message>
        <source>"%1" is an army of %2, not of %3</source>
        <translation>«%1» — армия игрока %2, а не %3</translation>
    </message>
    <message>
        <source>%1: a campaign is made in a new or empty folder</source>
        <translation>%1: кампания создаётся в новой или пустой папке</translation>
    </message>
    <message>
        <source>%1 has no army on the map (no unit of side "%2")</source>
        <translation>у игрока %1 нет армий на карте (нет отрядов стороны «%2»)</translation>
    </message>
    <message numerus="yes">
        <source>%1's orders for turn %2 taken in: %3 of %n army(ies) with orders.</source>
        <translation>
            <numerusform>Приказы игрока %1 на ход %2 приняты: приказы есть у %3 из %n армии.</numerusform>
            <numerusform>Приказы игрока %1 на ход %2 приняты: приказы есть у %3 из %n армий.</numerusform>
            <numerusform>Приказы игрока %1 на ход %2 приняты: приказы есть у %3 из %n армий.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1's orders for turn %2 are good: %3 of %n army(ies) with orders.</source>
        <translation>
            <numerusform>Приказы игрока %1 на ход %2 в порядке: приказы есть у %3 из %n армии.</numerusform>
            <numerusform>Приказы игрока %1 на ход %2 в порядке: приказы есть у %3 из %n армий.</numerusform>
            <numerusform>Приказы игрока %1 на ход %2 в порядке: приказы есть у %3 из %n армий.</numerusform>
        </translation>
    </message>
    <message>
        <source>They replace the orders %1 sent before.</source>
        <translation>Они заменяют приказы, присланные игроком %1 раньше.</translation>
    </message>
    <message>
        <source>turn %1: no orders yet from %2 (take them in with "campaign submit", or resolve with --allow-missing: their armies stand)</source>
        <translation>ход %1: ещё нет приказов от: %2 (примите их командой «campaign submit» или проведите ход с --allow-missing: их армии останутся на месте)</translation>
    </message>
    <message>
        <source>Units moved %1.</source>
        <translation>Ходы: %1.</translation>
    </message>
    <message>
        <source>%1, turn %2: the report of %3 (%4). Units moved %5.</source>
        <translation>%1, ход %2: отчёт для игрока %3 (%4). Ходы: %5.</translation>
    </message>
    <message>
        <source>Campaign</source>
        <translation>Кампания</translation>
    </message>
    <message numerus="yes">
        <source>Turn %1 resolved: %n army(ies) with orders moved %2. Decisions: %3; battles: %4. Reports in %5; turn %6 is ready.</source>
        <translation>
            <numerusform>Ход %1 проведён. Армий с приказами: %n; ходы: %2. Решений: %3; сражений: %4. Отчёты в %5; ход %6 готов.</numerusform>
            <numerusform>Ход %1 проведён. Армий с приказами: %n; ходы: %2. Решений: %3; сражений: %4. Отчёты в %5; ход %6 готов.</numerusform>
            <numerusform>Ход %1 проведён. Армий с приказами: %n; ходы: %2. Решений: %3; сражений: %4. Отчёты в %5; ход %6 готов.</numerusform>
        </translation>
    </message>
    <message>
        <source>"%1" is not ruleset, map, sides or random</source>
        <translation>«%1» — не ruleset, map, sides или random</translation>
    </message>
    <message>
        <source>%1's army "%2": %3</source>
        <translation>армия «%2» игрока %1: %3</translation>
    </message>
    <message>
        <source>all at once, period by period (the ruleset's rule)</source>
        <translation>все сразу, период за периодом (по правилам)</translation>
    </message>
    <message>
        <source>side after side in the order %1 (the ruleset's rule)</source>
        <translation>сторона за стороной в порядке %1 (по правилам)</translation>
    </message>
    <message>
        <source>%1 (the campaign's choice)</source>
        <translation>%1 (по выбору кампании)</translation>
    </message>
    <message>
        <source>%1 (the ruleset's rule)</source>
        <translation>%1 (по правилам)</translation>
    </message>
    <message>
        <source>"%1" is none of %2's armies</source>
        <translation>«%1» не входит в армии игрока %2</translation>
    </message>
    <message>
        <source>turn %1: no player has sent orders, so every army would stand (was this turn resolved already? To resolve it all the same: --allow-no-orders)</source>
        <translation>ход %1: ни один игрок не прислал приказов, и все армии остались бы на месте (не проведён ли этот ход уже? Чтобы всё же провести его: --allow-no-orders)</translation>
    </message>
    <message>
        <source>expected 32 hex digits</source>
        <translation>ожидалось 32 шестнадцатеричные цифры</translation>
    </message>
    <message>
        <source>%1 players: a campaign has at most %2</source>
        <translation>игроков: %1; в кампании их может быть не больше %2</translation>
    </message>
    <message>
        <source>map: a file name of at most %1 characters, not %2</source>
        <translation>map: имя файла не длиннее %1 символов, а здесь %2</translation>
    </message>
    <message>
        <source>%1: is a symbolic link leading out of the campaign folder (to %2): a campaign reads and writes its own folder only; replace the link by the folder or file itself</source>
        <translation>%1: это символическая ссылка за пределы папки кампании (на %2): кампания читает и пишет только свою папку; замените ссылку самой папкой или файлом</translation>
    </message>
    <message>
        <source>game: no title (leave the line out for a game without one)</source>
        <translation>game: нет названия (для игры без названия уберите эту строку)</translation>
    </message>
    <message>
        <source>game: a title of at most %1 characters, not %2</source>
        <translation>game: название не длиннее %1 символов, а не %2</translation>
    </message>
    <message>
        <source>%1: filed as %2's orders, but its header names %3: take each player's orders in with "campaign submit"</source>
        <translation>%1: лежит как приказы игрока %2, но в заголовке назван %3: принимайте приказы каждого игрока командой «campaign submit»</translation>
    </message>
    <message>
        <source>%1 does not fit %2: %3</source>
        <translation>%1 не соответствует %2: %3</translation>
    </message>
    <message>
        <source>%1: is not a folder; the orders taken in with "campaign submit" are filed in it</source>
        <translation>%1: это не папка; приказы, принятые командой «campaign submit», хранятся в ней</translation>
    </message>
    <message>
        <source>a player's name and side each need a visible character</source>
        <translation>в имени игрока и в стороне должен быть хотя бы один видимый знак</translation>
    </message>
    <message>
        <source>a player's name or side cannot hold a line break or another control character</source>
        <translation>в имени игрока или стороне не может быть перевода строки или другого управляющего символа</translation>
    </message>
    <message>
        <source>a player's name or side holds at most %1 characters, not %2</source>
        <translation>в имени игрока или стороне не больше %1 знаков, а не %2</translation>
    </message>
    <message>
        <source>--player "%1=%2": %3</source>
        <translation>--player «%1=%2»: %3</translation>
    </message>
    <message>
        <source>--player "%1=%2": "%3" is already the name of another player</source>
        <translation>--player «%1=%2»: «%3» уже имя другого игрока</translation>
    </message>
    <message>
        <source>these orders are for another campaign, not for the campaign in %1</source>
        <translation>эти приказы для другой кампании, а не для кампании в %1</translation>
    </message>
    <message>
        <source>these orders are for another campaign, not for this one</source>
        <translation>эти приказы для другой кампании, а не для этой</translation>
    </message>
    <message>
        <source>%1 is in the way: resolving turn %2 writes %3, which must not hold anything yet (a resolved turn is never written again). If turn %2 was not resolved, move it elsewhere and resolve again</source>
        <translation>%1 мешает: при проведении хода %2 пишется %3, где ещё ничего не должно быть (проведённый ход не переписывается). Если ход %2 не проводился, перенесите это в другое место и проведите ход снова</translation>
    </message>
    <message>
        <source>%1 and %2 would both command every army of side "%3" that no other player names: give %2 the armies of its own</source>
        <translation>%1 и %2 оба командовали бы всеми армиями стороны «%3», которых не назвал другой игрок: дайте игроку %2 его собственные армии</translation>
    </message>
    <message>
        <source>a title cannot hold a line break or another control character</source>
        <translation>в названии не может быть перевода строки или другого управляющего символа</translation>
    </message>
    <message>
        <source>the title shows no visible character</source>
        <translation>в названии нет ни одного видимого знака</translation>
    </message>
    <message>
        <source>a title of at most %1 characters, not %2</source>
        <translation>название не длиннее %1 символов, а не %2</translation>
    </message>
    <message>
        <source>an army's name cannot hold a line break or another control character</source>
        <translation>в имени армии не может быть перевода строки или другого управляющего символа</translation>
    </message>
    <message>
        <source>in an order drawn by the referee</source>
        <translation>в порядке, выпавшем у ведущего</translation>
    </message>
    <message>
        <source>%1: "%2" is not written as a plain number (the digits 0 to 9, without a sign or a leading zero)</source>
        <translation>%1: «%2» записано не как простое число (цифры от 0 до 9, без знака и ведущего нуля)</translation>
    </message>
    <message>
        <source>--title "%1": %2</source>
        <translation>--title «%1»: %2</translation>
    </message>
    <message>
        <source>%1's army "%2" is no unit of the map (did you mean "%3"?)</source>
        <translation>армии «%2» игрока %1 нет среди отрядов карты (может быть, «%3»?)</translation>
    </message>
    <message>
        <source>%1 names "%2" twice</source>
        <translation>игрок %1 называет «%2» дважды</translation>
    </message>
    <message>
        <source>%1's list names no army of the map</source>
        <translation>в списке игрока %1 нет ни одной армии карты</translation>
    </message>
    <message>
        <source>"%1" is none of %2's armies (did you mean "%3"?)</source>
        <translation>«%1» не входит в армии игрока %2 (может быть, «%3»?)</translation>
    </message>
    <message>
        <source>%1: is a symbolic link that leads to %2, which does not exist: remove the link, or replace it by the folder or file itself</source>
        <translation>%1: это символическая ссылка на %2, но такого пути нет: удалите ссылку или замените её самой папкой или файлом</translation>
    </message>
    <message>
        <source>%1: the campaign is at turn %2 now, no longer turn %3 (another command resolved it meanwhile): open the campaign again</source>
        <translation>%1: кампания уже на ходу %2, а не на ходу %3 (ход тем временем провела другая команда): откройте кампанию заново</translation>
    </message>
    <message>
        <source>%1, turn %2</source>
        <translation>%1, ход %2</translation>
    </message>
    <message>
        <source>game: "%1" holds %2: a title is one line of plain text</source>
        <translation>game: «%1» содержит %2: название — одна строка простого текста</translation>
    </message>
</context>
<context>
    <name>hexstride::cli</name>
    <message>
        <source>The map to read.</source>
        <translation>Карта для чтения.</translation>
    </message>
    <message>
        <source>The file to write.</source>
        <translation>Файл для записи.</translation>
    </message>
    <message>
        <source>convert: expected two arguments, IN and OUT.</source>
        <translation>convert: ожидаются два аргумента, IN и OUT.</translation>
    </message>
    <message>
        <source>Imports a Middle-earth PBM map kept by JOverseer (a .terrain and a .traffic file) and writes it as a map file. Hex-side features recorded from one hex only are imported and reported as warnings.</source>
        <translation>Импортирует карту Middle-earth PBM из JOverseer (файлы .terrain и .traffic) и записывает её как файл карты. Объекты на сторонах гексов, записанные только с одного гекса, импортируются, и о них выдаются предупреждения.</translation>
    </message>
    <message>
        <source>Print the summary and warnings as JSON.</source>
        <translation>Вывести сводку и предупреждения в формате JSON.</translation>
    </message>
    <message>
        <source>The map's title (default: the terrain file's base name).</source>
        <translation>Название карты (по умолчанию: имя файла .terrain без расширения).</translation>
    </message>
    <message>
        <source>The .terrain file.</source>
        <translation>Файл .terrain.</translation>
    </message>
    <message>
        <source>The .traffic file.</source>
        <translation>Файл .traffic.</translation>
    </message>
    <message>
        <source>The map file to write (.hexmap or .json).</source>
        <translation>Файл карты для записи (.hexmap или .json).</translation>
    </message>
    <message>
        <source>import-joverseer: expected three arguments, TERRAIN, TRAFFIC and OUT.</source>
        <translation>import-joverseer: ожидаются три аргумента, TERRAIN, TRAFFIC и OUT.</translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation>предупреждение: %1</translation>
    </message>
    <message>
        <source>Shows a map's size, layout, label scheme and ruleset, and counts its hexes per terrain and edges per feature.</source>
        <translation>Показывает размер карты, раскладку, нумерацию гексов и набор правил, а также число гексов каждой местности и сторон гексов с каждым объектом.</translation>
    </message>
    <message>
        <source>Print the summary as JSON.</source>
        <translation>Вывести сводку в формате JSON.</translation>
    </message>
    <message>
        <source>A .hexmap or .json map file.</source>
        <translation>Файл карты .hexmap или .json.</translation>
    </message>
    <message>
        <source>info: expected one argument, MAP.</source>
        <translation>info: ожидается один аргумент, MAP.</translation>
    </message>
    <message>
        <source>File: %1</source>
        <translation>Файл: %1</translation>
    </message>
    <message>
        <source>Title: %1</source>
        <translation>Название: %1</translation>
    </message>
    <message>
        <source>Ruleset: %1</source>
        <translation>Набор правил: %1</translation>
    </message>
    <message numerus="yes">
        <source>Size: %1 × %2 (%n hex(es))</source>
        <translation>
            <numerusform>Размер: %1 × %2 (%n гекс)</numerusform>
            <numerusform>Размер: %1 × %2 (%n гекса)</numerusform>
            <numerusform>Размер: %1 × %2 (%n гексов)</numerusform>
        </translation>
    </message>
    <message>
        <source>Label scheme: %1</source>
        <translation>Нумерация гексов: %1</translation>
    </message>
    <message>
        <source>Hexes per terrain:</source>
        <translation>Гексов по местностям:</translation>
    </message>
    <message>
        <source>Hexes per hex feature:</source>
        <translation>Гексов по объектам в гексах:</translation>
    </message>
    <message>
        <source>Edges per edge feature:</source>
        <translation>Стороны гексов с объектами:</translation>
    </message>
    <message>
        <source>Labels: %1, units: %2, plans: %3</source>
        <translation>Надписей: %1, отрядов: %2, планов: %3</translation>
    </message>
    <message>
        <source>Show a map's size, layout, ruleset and contents</source>
        <translation>Показать размер, раскладку, набор правил и содержимое карты</translation>
    </message>
    <message>
        <source>Convert a map between .hexmap and .json</source>
        <translation>Преобразовать карту между .hexmap и .json</translation>
    </message>
    <message>
        <source>Import a JOverseer .terrain/.traffic pair</source>
        <translation>Импортировать пару файлов JOverseer .terrain/.traffic</translation>
    </message>
    <message numerus="yes">
        <source>Total %1, end %2, %n step(s) executed
</source>
        <translation>
            <numerusform>Итого %1 ОД, отряд в %2, выполнен %n шаг
</numerusform>
            <numerusform>Итого %1 ОД, отряд в %2, выполнено %n шага
</numerusform>
            <numerusform>Итого %1 ОД, отряд в %2, выполнено %n шагов
</numerusform>
        </translation>
    </message>
    <message>
        <source>Direction of the step.</source>
        <translation>Направление шага.</translation>
    </message>
    <message>
        <source>Print JSON.</source>
        <translation>Вывести JSON.</translation>
    </message>
    <message>
        <source>List the bundled rulesets and their unit options</source>
        <translation>Показать стандартные наборы правил и параметры отрядов</translation>
    </message>
    <message>
        <source>Evaluate an order list: cost, total, turn and status per step</source>
        <translation>Оценить список приказов: стоимость, сумма, ход и состояние каждого шага</translation>
    </message>
    <message>
        <source>Explain the cost of one step</source>
        <translation>Объяснить стоимость одного шага</translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s) found.
</source>
        <translation>
            <numerusform>Найдена %n проблема.
</numerusform>
            <numerusform>Найдено %n проблемы.
</numerusform>
            <numerusform>Найдено %n проблем.
</numerusform>
        </translation>
    </message>
    <message>
        <source>Explains the cost of one step: each factor in order, or the rule that forbids it.</source>
        <translation>Объясняет стоимость одного шага: каждый множитель по порядку или правило, которое его запрещает.</translation>
    </message>
    <message>
        <source>Evaluates an order list from a start hex: cost, running total, turn and status per step.</source>
        <translation>Оценивает список приказов из начального гекса: стоимость, нарастающий итог, ход и состояние каждого шага.</translation>
    </message>
    <message>
        <source>Order list, e.g. "nw, nw, e, h".</source>
        <translation>Список приказов, например "nw, nw, e, h".</translation>
    </message>
    <message>
        <source>Movement points (default: the unit's allowance).</source>
        <translation>ОД (по умолчанию — запас ОД отряда).</translation>
    </message>
    <message numerus="yes">
        <source>From %1 with %2 MP per turn: %n hex(es) reachable
</source>
        <translation>
            <numerusform>Из %1 при %2 ОД за ход: достижим %n гекс
</numerusform>
            <numerusform>Из %1 при %2 ОД за ход: достижимо %n гекса
</numerusform>
            <numerusform>Из %1 при %2 ОД за ход: достижимо %n гексов
</numerusform>
        </translation>
    </message>
    <message>
        <source>Hexes reachable from a start hex, with cost and MP left</source>
        <translation>Гексы, достижимые из начального гекса, со стоимостью и остатком ОД</translation>
    </message>
    <message>
        <source>Cheapest route between hexes, with the order string</source>
        <translation>Самый дешёвый путь между гексами и строка приказов</translation>
    </message>
    <message>
        <source>Check a whole turn's orders, one army per line</source>
        <translation>Проверить приказы целого хода, по армии на строку</translation>
    </message>
    <message>
        <source>List the problems of a map, each with its hex</source>
        <translation>Перечислить проблемы карты, каждую с её гексом</translation>
    </message>
    <message>
        <source>Draw the map with legend and title to PNG, SVG or PDF</source>
        <translation>Нарисовать карту с легендой и названием в PNG, SVG или PDF</translation>
    </message>
    <message>
        <source>Usage: hexstride-cli VERB [options] [arguments]</source>
        <translation>Использование: hexstride-cli VERB [параметры] [аргументы]</translation>
    </message>
    <message>
        <source>       hexstride-cli --version | --help</source>
        <translation>               hexstride-cli --version | --help</translation>
    </message>
    <message>
        <source>Verbs:</source>
        <translation>Команды:</translation>
    </message>
    <message>
        <source>Run "hexstride-cli VERB --help" for the options of a verb.</source>
        <translation>Параметры команды: "hexstride-cli VERB --help".</translation>
    </message>
    <message>
        <source>Unknown verb "%1".</source>
        <translation>Неизвестная команда «%1».</translation>
    </message>
    <message>
        <source>--unit "%1": expected KEY=VALUE</source>
        <translation>--unit «%1»: ожидалось KEY=VALUE</translation>
    </message>
    <message>
        <source>--ruleset: %1</source>
        <translation>--ruleset: %1</translation>
    </message>
    <message>
        <source>--unit: %1</source>
        <translation>--unit: %1</translation>
    </message>
    <message>
        <source>default %1</source>
        <translation>по умолчанию %1</translation>
    </message>
    <message>
        <source>--orders: %1</source>
        <translation>--orders: %1</translation>
    </message>
    <message>
        <source>%1. %2 %3 → %4  cost %5  total %6  turn %7  %8
</source>
        <translation>%1. %2 %3 → %4  стоимость %5  итого %6  ход %7  %8
</translation>
    </message>
    <message>
        <source>(off the map)</source>
        <translation>(за краем карты)</translation>
    </message>
    <message>
        <source>--dir "%1": not a direction of this map (%2)</source>
        <translation>--dir «%1»: не направление этой карты (%2)</translation>
    </message>
    <message>
        <source>%1 → %2: %3
</source>
        <translation>%1 → %2: %3
</translation>
    </message>
    <message>
        <source>not allowed</source>
        <translation>нельзя</translation>
    </message>
    <message>
        <source>The map file.</source>
        <translation>Файл карты.</translation>
    </message>
    <message>
        <source>Start hex, in the map's labels.</source>
        <translation>Начальный гекс в нумерации карты.</translation>
    </message>
    <message>
        <source>A unit option, repeatable.</source>
        <translation>Параметр отряда; можно указать несколько раз.</translation>
    </message>
    <message>
        <source>The mover's side; units of other sides are enemies.</source>
        <translation>Сторона движущегося отряда; отряды других сторон — враги.</translation>
    </message>
    <message>
        <source>%1: expected %2 argument(s): %3</source>
        <translation>%1: ожидалось аргументов: %2 — %3</translation>
    </message>
    <message>
        <source>%1: --%2 is required</source>
        <translation>%1: требуется --%2</translation>
    </message>
    <message>
        <source>Note: %1; the bundled ruleset "%2" is used instead.
</source>
        <translation>Примечание: %1; вместо него используется стандартный набор правил «%2».
</translation>
    </message>
    <message>
        <source>Note: ruleset "%1" is not available (%2); terrains are not checked against it.
</source>
        <translation>Примечание: набор правил «%1» недоступен (%2); местность по нему не проверяется.
</translation>
    </message>
    <message>
        <source>No problems found.
</source>
        <translation>Проблем не найдено.
</translation>
    </message>
    <message>
        <source>No warnings.
</source>
        <translation>Предупреждений нет.
</translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s).
</source>
        <translation>
            <numerusform>%n предупреждение.
</numerusform>
            <numerusform>%n предупреждения.
</numerusform>
            <numerusform>%n предупреждений.
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Searched all %n unit profile(s).
</source>
        <translation>
            <numerusform>Проверены все профили отрядов (%n).
</numerusform>
            <numerusform>Проверены все профили отрядов (%n).
</numerusform>
            <numerusform>Проверены все профили отрядов (%n).
</numerusform>
        </translation>
    </message>
    <message>
        <source>The search was cut after %1 of %2 unit profiles (next: %3): terrains no unit enters and values nothing selects are not reported.
</source>
        <translation>Поиск прерван, проверено профилей отрядов: %1 из %2 (следующий: %3); местности, куда не входит ни один отряд, и значения, которые ничто не выбирает, не сообщаются.
</translation>
    </message>
    <message>
        <source>A bundled ruleset id or a ruleset file.</source>
        <translation>Код стандартного набора правил или файл набора правил.</translation>
    </message>
    <message>
        <source>Bound the search to N evaluated steps.</source>
        <translation>Ограничить поиск N вычисленными шагами.</translation>
    </message>
    <message>
        <source>check-ruleset needs one ruleset id or file.</source>
        <translation>check-ruleset требует один код или файл набора правил.</translation>
    </message>
    <message>
        <source>--budget: expected a number of steps, got "%1"</source>
        <translation>--budget: ожидалось число шагов, получено «%1»</translation>
    </message>
    <message>
        <source>No ruleset file or bundled ruleset "%1".</source>
        <translation>Нет ни файла набора правил, ни стандартного набора правил «%1».</translation>
    </message>
    <message>
        <source>expected 4 fields separated by "|" (name | start hex | unit options | orders), found %1</source>
        <translation>ожидалось 4 поля, разделённых "|" (имя | начальный гекс | параметры отряда | приказы), найдено: %1</translation>
    </message>
    <message>
        <source>the army has no name</source>
        <translation>у армии нет имени</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>unlimited</source>
        <translation>не ограничен</translation>
    </message>
    <message>
        <source>The orders file.</source>
        <translation>Файл приказов.</translation>
    </message>
    <message>
        <source>--turns "%1": expected a whole number ≥ 1</source>
        <translation>--turns «%1»: ожидалось целое число ≥ 1</translation>
    </message>
    <message>
        <source>--budget: the unit's movement is not limited in this ruleset; give --budget N</source>
        <translation>--budget: в этом наборе правил движение отряда не ограничено; укажите --budget N</translation>
    </message>
    <message>
        <source>%1  turn %2  cost %3  left %4
</source>
        <translation>%1  ход %2  стоимость %3  осталось %4
</translation>
    </message>
    <message>
        <source>%1  cost %2  left %3
</source>
        <translation>%1  стоимость %2  осталось %3
</translation>
    </message>
    <message>
        <source>Lists the hexes a unit can reach from a start hex: the cost to get there and the MP left. With --turns, further turns in bands: the earliest turn each hex is reached in.</source>
        <translation>Перечисляет гексы, достижимые отрядом из начального гекса: стоимость пути до них и остаток ОД. С --turns — и следующие ходы полосами: самый ранний ход, на котором достигается каждый гекс.</translation>
    </message>
    <message>
        <source>Movement points per turn (default: the unit's allowance).</source>
        <translation>ОД на ход (по умолчанию — запас ОД отряда).</translation>
    </message>
    <message>
        <source>Number of turns (default 1).</source>
        <translation>Число ходов (по умолчанию 1).</translation>
    </message>
    <message>
        <source>render: needs a QGuiApplication</source>
        <translation>render: требуется QGuiApplication</translation>
    </message>
    <message>
        <source>%1: unknown output type "%2" (use .png, .svg or .pdf)</source>
        <translation>%1: неизвестный тип вывода «%2» (используйте .png, .svg или .pdf)</translation>
    </message>
    <message>
        <source>Draws the whole map with its title and legend into a PNG, SVG or PDF file (by OUT's suffix), without a window.</source>
        <translation>Рисует всю карту с названием и легендой в файл PNG, SVG или PDF (по расширению OUT) без открытия окна.</translation>
    </message>
    <message>
        <source>The image to write: .png, .svg or .pdf.</source>
        <translation>Изображение для записи: .png, .svg или .pdf.</translation>
    </message>
    <message>
        <source>Width of a PNG in pixels (default 2000).</source>
        <translation>Ширина PNG в пикселях (по умолчанию 2000).</translation>
    </message>
    <message>
        <source>No route from %1 to %2 for this unit</source>
        <translation>Для этого отряда нет пути из %1 в %2</translation>
    </message>
    <message>
        <source>Warning: the explained step costs add up to %1, the route costs %2 (units on the map?)</source>
        <translation>Предупреждение: сумма объяснённых стоимостей шагов — %1, а стоимость пути — %2 (на карте есть отряды?)</translation>
    </message>
    <message>
        <source>Route: %1
</source>
        <translation>Путь: %1
</translation>
    </message>
    <message>
        <source>Total %1
</source>
        <translation>Итого %1
</translation>
    </message>
    <message>
        <source>Orders: %1
</source>
        <translation>Приказы: %1
</translation>
    </message>
    <message>
        <source>Destination hex.</source>
        <translation>Гекс назначения.</translation>
    </message>
    <message>
        <source>A waypoint, repeatable; visited in the order given.</source>
        <translation>Путевая точка; можно указать несколько раз, точки проходятся в заданном порядке.</translation>
    </message>
    <message>
        <source>Consistency warnings of a ruleset's tables, and how far the search got</source>
        <translation>Предупреждения о согласованности таблиц набора правил и полнота поиска</translation>
    </message>
    <message>
        <source>    %1 implies %2  (%3)
</source>
        <translation>    %1 влечёт %2  (%3)
</translation>
    </message>
    <message>
        <source>    not allowed: %1  (%2)
</source>
        <translation>    нельзя: %1  (%2)
</translation>
    </message>
    <message>
        <source>--from %1: the unit may not start here, where it could not enter: %2</source>
        <translation>--from %1: отряд не может начинать здесь, куда он не мог бы войти: %2</translation>
    </message>
    <message>
        <source>A bundled ruleset id or a ruleset file (default: the map's own ruleset, else its id).</source>
        <translation>Код стандартного набора правил или файл набора правил (по умолчанию: собственный набор правил карты, иначе стандартный с её кодом).</translation>
    </message>
    <message>
        <source>%1. %2 %3 → %4  cost %5  total %6  turn %7
</source>
        <translation>%1. %2 %3 → %4  стоимость %5  всего %6  ход %7
</translation>
    </message>
    <message>
        <source>Finds the route from one hex to another that takes the fewest turns, then the fewest movement points, through waypoints in order: the hexes, each step's cost and turn explained, the total and the order string to submit each turn.</source>
        <translation>Находит путь от одного гекса к другому за наименьшее число ходов, затем с наименьшими затратами ОД, через путевые точки по порядку: гексы, стоимость и ход каждого шага с пояснением, итог и строку приказов для каждого хода.</translation>
    </message>
    <message>
        <source>Write every hex's number on the map (the default for XXYY maps).</source>
        <translation>Писать на карте номер каждого гекса (по умолчанию для карт XXYY).</translation>
    </message>
    <message>
        <source>Leave the hex numbers out.</source>
        <translation>Не писать номера гексов.</translation>
    </message>
    <message>
        <source>Print at a fixed scale: the size across a hex, e.g. 25.4mm, 1in or 2cm; tiled over pages (PDF only).</source>
        <translation>Печатать в заданном масштабе: размер гекса, например 25.4mm, 1in или 2cm; карта делится на страницы (только PDF).</translation>
    </message>
    <message>
        <source>Tile the map over as many pages as needed, with overlap marks, page names and a key page (PDF only; one inch a hex unless --hex-size).</source>
        <translation>Разделить карту на нужное число страниц с метками перекрытия, названиями страниц и страницей-схемой (только PDF; дюйм на гекс, если не задан --hex-size).</translation>
    </message>
    <message>
        <source>render: choose either --hex-numbers or --no-hex-numbers.</source>
        <translation>render: укажите либо --hex-numbers, либо --no-hex-numbers.</translation>
    </message>
    <message>
        <source>render: --pages and --hex-size need a .pdf output, not %1.</source>
        <translation>render: для --pages и --hex-size нужен файл .pdf, а не %1.</translation>
    </message>
    <message>
        <source>render: --hex-size "%1" is not a size from 3 mm to 200 mm (write e.g. 25.4mm, 1in or 2cm).</source>
        <translation>render: --hex-size «%1» — не размер от 3 до 200 мм (пишите, например, 25.4mm, 1in или 2cm).</translation>
    </message>
    <message>
        <source>Resizes a map and moves its hexes, as Map ▸ Resize does: every hex-side feature whose two hexes stay on the map stays on its side. An odd shift along the offset axis flips the layout's offset parity. Prints what fell off.</source>
        <translation>Меняет размер карты и сдвигает гексы, как «Карта ▸ Размер»: всё, что лежит на стороне гекса, оба гекса которой остаются на карте, остаётся на этой стороне гекса. Нечётный сдвиг вдоль оси смещения меняет чётность смещения. Выводит, что оказалось за краем.</translation>
    </message>
    <message>
        <source>Columns of the new map.</source>
        <translation>Столбцы новой карты.</translation>
    </message>
    <message>
        <source>Rows of the new map.</source>
        <translation>Строки новой карты.</translation>
    </message>
    <message>
        <source>Columns added on the left (negative removes).</source>
        <translation>Столбцы, добавляемые слева (отрицательное число убирает).</translation>
    </message>
    <message>
        <source>Rows added at the top (negative removes).</source>
        <translation>Строки, добавляемые сверху (отрицательное число убирает).</translation>
    </message>
    <message>
        <source>Terrain id of new hexes (default: the map's most common terrain).</source>
        <translation>Код местности новых гексов (по умолчанию — самая частая местность карты).</translation>
    </message>
    <message>
        <source>reshape: expected two arguments, MAP and OUT.</source>
        <translation>reshape: нужны два аргумента, MAP и OUT.</translation>
    </message>
    <message>
        <source>reshape: --fill: the map has no terrain "%1" (it has: %2).</source>
        <translation>reshape: --fill: на карте нет местности «%1» (есть: %2).</translation>
    </message>
    <message>
        <source>%1 × %2 → %3 × %4.</source>
        <translation>%1 × %2 → %3 × %4.</translation>
    </message>
    <message numerus="yes">
        <source>%n unit(s).</source>
        <translation>
            <numerusform>%n отряд.</numerusform>
            <numerusform>%n отряда.</numerusform>
            <numerusform>%n отрядов.</numerusform>
        </translation>
    </message>
    <message>
        <source>Resize a map and move its hexes, keeping every hex-side</source>
        <translation>Изменить размер карты и сдвинуть гексы, сохранив все стороны гексов</translation>
    </message>
    <message>
        <source>Draw the map's background image (the scan it was traced from) through the map, as the map file places it.</source>
        <translation>Нарисовать фоновое изображение карты (скан, с которого её обводили) сквозь карту, так, как его размещает файл карты.</translation>
    </message>
    <message>
        <source>%1: the map has no background image</source>
        <translation>%1: у карты нет фонового изображения</translation>
    </message>
    <message>
        <source>%1: the ruleset would not load: %2</source>
        <translation>%1: набор правил не загрузился бы: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s) changed; wrote %1.
</source>
        <translation>
            <numerusform>%n ячейка изменена; записан %1.
</numerusform>
            <numerusform>%n ячейки изменены; записан %1.
</numerusform>
            <numerusform>%n ячеек изменено; записан %1.
</numerusform>
        </translation>
    </message>
    <message>
        <source>Prints one cost table of a ruleset, its rows and columns by their labels in the output language (or by id). With --set-from, writes a ruleset whose table takes a CSV's cells, matched by row and column label or id.</source>
        <translation>Печатает одну таблицу стоимости набора правил, строки и столбцы — по их подписям на языке вывода (или по кодам). С --set-from записывает набор правил, в котором таблица получает ячейки из CSV, сопоставленные по подписи или коду строки и столбца.</translation>
    </message>
    <message>
        <source>The cost table's id.</source>
        <translation>Код таблицы стоимости.</translation>
    </message>
    <message>
        <source>Print CSV (RFC 4180).</source>
        <translation>Печатать CSV (RFC 4180).</translation>
    </message>
    <message>
        <source>Name rows and columns by their ids.</source>
        <translation>Называть строки и столбцы по их кодам.</translation>
    </message>
    <message>
        <source>Take the table's cells from this CSV file (needs --out).</source>
        <translation>Взять ячейки таблицы из этого файла CSV (нужен --out).</translation>
    </message>
    <message>
        <source>The ruleset file to write.</source>
        <translation>Файл набора правил, который записать.</translation>
    </message>
    <message>
        <source>table needs a ruleset id or file and a table id.</source>
        <translation>table нужны код или файл набора правил и код таблицы.</translation>
    </message>
    <message>
        <source>--set-from and --out go together.</source>
        <translation>--set-from и --out задаются вместе.</translation>
    </message>
    <message>
        <source>No cost table "%1" in %2; its tables: %3</source>
        <translation>В %2 нет таблицы стоимости «%1»; его таблицы: %3</translation>
    </message>
    <message>
        <source>Print one cost table as text or CSV, or set its cells from a CSV</source>
        <translation>Напечатать таблицу стоимости текстом или CSV либо задать её ячейки из CSV</translation>
    </message>
    <message>
        <source>%1: tiles "%2" name no terrain (average colour %3); map them onto one with --tile-map</source>
        <translation>%1: тайлы «%2» не называют местность (средний цвет %3); сопоставьте их с местностью через --tile-map</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>неизвестен</translation>
    </message>
    <message>
        <source>Reads a map and writes it again, with its custom ruleset, in the format OUT's suffix names: .hexmap (gzip-compressed JSON), .json (plain JSON), .tmx or .tmj (a Tiled map, XML or JSON, with its tileset picture beside it). IN may be any of them.</source>
        <translation>Читает карту и записывает её снова, с её собственным набором правил, в формате по расширению OUT: .hexmap (JSON, сжатый gzip), .json (простой JSON), .tmx или .tmj (карта Tiled, XML или JSON, с картинкой набора тайлов рядом). IN может быть в любом из них.</translation>
    </message>
    <message>
        <source>For a Tiled IN: a file of "NAME = TERRAIN" lines that give tiles without a terrain one ("tile 7 = forest", "empty = water").</source>
        <translation>Для карты Tiled на входе: файл строк «ИМЯ = МЕСТНОСТЬ», задающих местность тайлам без неё («tile 7 = forest», «empty = water»).</translation>
    </message>
    <message>
        <source>For a Tiled IN that Hexstride did not write: the ruleset id of the map (default: %1).</source>
        <translation>Для карты Tiled, записанной не Hexstride: код набора правил карты (по умолчанию %1).</translation>
    </message>
    <message>
        <source>%1: unknown output format "%2"; the formats are .hexmap (gzip-compressed JSON), .json (plain JSON), .tmx and .tmj (Tiled maps, XML and JSON)</source>
        <translation>%1: неизвестный формат вывода «%2»; форматы: .hexmap (JSON, сжатый gzip), .json (простой JSON), .tmx и .tmj (карты Tiled, XML и JSON)</translation>
    </message>
    <message>
        <source>%1: seed: expected a whole number from 0 to 4294967295</source>
        <translation>%1: seed: ожидается целое число от 0 до 4294967295</translation>
    </message>
    <message>
        <source>%1: %2: unknown key (expected "seed" and "decisions")</source>
        <translation>%1: %2: неизвестный ключ (ожидаются «seed» и «decisions»)</translation>
    </message>
    <message>
        <source>%1: expected a JSON object</source>
        <translation>%1: ожидается объект JSON</translation>
    </message>
    <message>
        <source>no side</source>
        <translation>без стороны</translation>
    </message>
    <message>
        <source>  overrun: destroyed during the turn
</source>
        <translation>  смят: уничтожен в этот ход
</translation>
    </message>
    <message>
        <source>  met %1 in %2
</source>
        <translation>  встреча: «%1», гекс %2
</translation>
    </message>
    <message>
        <source>Contested %1 (%2): %3
</source>
        <translation>Спорный гекс %1 (%2): %3
</translation>
    </message>
    <message>
        <source>The turn's orders (optional; default: the map's plans).</source>
        <translation>Приказы на ход (необязательно; по умолчанию — планы карты).</translation>
    </message>
    <message>
        <source>The referee's decisions and dice: {"seed": N, "decisions": {ID: CHOICE}}.</source>
        <translation>Решения ведущего и броски: {"seed": N, "decisions": {КОД: ВЫБОР}}.</translation>
    </message>
    <message>
        <source>Roll the dice of ties and random orders with this seed.</source>
        <translation>Бросать кости при ничьих и случайном порядке с этим сидом.</translation>
    </message>
    <message>
        <source>Write one report per side: SIDE.txt, SIDE.json and SIDE.png.</source>
        <translation>Записать отчёт для каждой стороны: СТОРОНА.txt, СТОРОНА.json и СТОРОНА.png.</translation>
    </message>
    <message>
        <source>Save the map after the turn (units moved, executed orders removed from their plans).</source>
        <translation>Сохранить карту после хода (отряды перемещены, выполненные приказы удалены из планов).</translation>
    </message>
    <message>
        <source>--seed "%1": expected a whole number from 0 to 4294967295</source>
        <translation>--seed «%1»: ожидается целое число от 0 до 4294967295</translation>
    </message>
    <message>
        <source>Resolve a whole turn: every unit moved together in the ruleset's sequence</source>
        <translation>Провести весь ход: все отряды движутся вместе в порядке набора правил</translation>
    </message>
    <message>
        <source>%1: tileset image: %2</source>
        <translation>%1: изображение набора тайлов: %2</translation>
    </message>
    <message>
        <source>--write-map %1: cannot compress the map</source>
        <translation>--write-map %1: не удаётся сжать карту</translation>
    </message>
    <message>
        <source>this army already has its orders on line %1</source>
        <translation>у этой армии уже есть приказы в строке %1</translation>
    </message>
    <message>
        <source>no unit of the map has this name (an army of its own needs side=)</source>
        <translation>на карте нет отряда с таким именем (для отдельной армии нужен side=)</translation>
    </message>
    <message>
        <source>no unit of the map has this name (did you mean "%1"? an army of its own needs side=)</source>
        <translation>на карте нет отряда с таким именем (возможно, имелся в виду «%1»? для отдельной армии нужен side=)</translation>
    </message>
    <message>
        <source>%1: written twice in one turn (also as %2)</source>
        <translation>%1: записывается за ход дважды (также как %2)</translation>
    </message>
    <message>
        <source>%1: cannot write: %2</source>
        <translation>%1: не удаётся записать: %2</translation>
    </message>
    <message>
        <source>no such decision in this turn (it has none)</source>
        <translation>в этом ходе нет такого решения (решений в нём нет вовсе)</translation>
    </message>
    <message>
        <source>no such decision in this turn (did you mean "%1"?)</source>
        <translation>в этом ходе нет такого решения (возможно, имелось в виду «%1»?)</translation>
    </message>
    <message>
        <source>"%1" is not one of its choices (%2)</source>
        <translation>«%1» не входит в число его исходов (%2)</translation>
    </message>
    <message>
        <source>%1: cannot draw the image</source>
        <translation>%1: не удаётся нарисовать изображение</translation>
    </message>
    <message>
        <source>(units without a side)</source>
        <translation>(отряды без стороны)</translation>
    </message>
    <message>
        <source>sides %1 and %2 would both be reported in the files %3.*: rename one of them</source>
        <translation>отчёты сторон %1 и %2 попали бы в одни и те же файлы %3.*: переименуйте одну из сторон</translation>
    </message>
    <message>
        <source>side=%1: an army of the map keeps its side (%2); options on an orders line are for this turn only</source>
        <translation>side=%1: армия карты сохраняет свою сторону (%2); параметры в строке приказов действуют только на этот ход</translation>
    </message>
    <message>
        <source>%1: cannot write the thumbnail</source>
        <translation>%1: не удаётся записать миниатюру</translation>
    </message>
    <message>
        <source>Draw a thumbnail: the map alone, without title and legend, as a PNG (whatever OUT's suffix) fitting a PX by PX square. File managers call it (hexstride.thumbnailer).</source>
        <translation>Нарисовать миниатюру: только карту, без заголовка и легенды, в PNG (каким бы ни было расширение OUT), вписанную в квадрат PX на PX. Её вызывают файловые менеджеры (hexstride.thumbnailer).</translation>
    </message>
    <message>
        <source>--thumbnail and --width exclude each other.</source>
        <translation>--thumbnail и --width несовместимы.</translation>
    </message>
    <message>
        <source>%1 (%2) stopped at the centre of %3 in %4
</source>
        <translation>«%1» (%2) остановлена у поселения стороны %3 в %4
</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2, %n troop(s))</source>
        <translation>
            <numerusform>«%1» (%2, войска: %n)</numerusform>
            <numerusform>«%1» (%2, войска: %n)</numerusform>
            <numerusform>«%1» (%2, войска: %n)</numerusform>
        </translation>
    </message>
    <message>
        <source>Battle in %1: %2
</source>
        <translation>Сражение в %1: %2
</translation>
    </message>
    <message>
        <source>No open problems.
</source>
        <translation>Открытых проблем нет.
</translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s) marked as reviewed in the map, not listed.
</source>
        <translation>
            <numerusform>Не показаны проблемы, отмеченные в карте как просмотренные: %n.
</numerusform>
            <numerusform>Не показаны проблемы, отмеченные в карте как просмотренные: %n.
</numerusform>
            <numerusform>Не показаны проблемы, отмеченные в карте как просмотренные: %n.
</numerusform>
        </translation>
    </message>
    <message>
        <source>Checks a map for what a referee would want to fix: hex-side features an import found recorded from one hex only, fords and bridges without a river, roads into the water, land cut off from all other land, terrains the ruleset does not know. Each problem names its hex. Problems marked as reviewed in the app's Map Check are counted, not listed. Exit code 0 when no open problem is left, 1 otherwise.</source>
        <translation>Проверяет карту на то, что ведущему стоит исправить: объекты на сторонах гексов, которые при импорте записаны только с одного гекса, броды и мосты без реки, дороги, уходящие в воду, сушу, отрезанную от всей остальной суши, местности, которых нет в наборе правил. Каждая проблема называет свой гекс. Проблемы, отмеченные как просмотренные в проверке карты программы, считаются, но не перечисляются. Код выхода 0, если открытых проблем не осталось, иначе 1.</translation>
    </message>
    <message>
        <source>Draw the hex outlines black and thicker, for paper.</source>
        <translation>Рисовать контуры гексов чёрными и толще — для бумаги.</translation>
    </message>
    <message>
        <source>Checks a ruleset's tables as the cost-table designer does: roads dearer than no road, crossings cheaper than open ground, unfed cheaper than fed, terrains no unit can enter, units that cannot move, values no step selects, entries an earlier entry of their list hides. Says whether the search covered every unit profile.</source>
        <translation>Проверяет таблицы набора правил так же, как редактор таблиц стоимости: дороги дороже бездорожья, переправы дешевле открытой местности, голодные дешевле сытых, местности, куда не может войти ни один отряд, отряды, которые не могут двигаться, значения, которые не выбирает ни один шаг, записи, которые заслоняет более ранняя запись того же списка. Сообщает, охватил ли поиск все профили отрядов.</translation>
    </message>
    <message>
        <source>--player "%1": expected NAME=SIDE or NAME=SIDE:ARMY,ARMY</source>
        <translation>--player «%1»: ожидалось ИМЯ=СТОРОНА или ИМЯ=СТОРОНА:АРМИЯ,АРМИЯ</translation>
    </message>
    <message>
        <source>campaign new: expected DIR and MAP</source>
        <translation>campaign new: ожидались ПАПКА и КАРТА</translation>
    </message>
    <message>
        <source>campaign new: name the players with --player NAME=SIDE</source>
        <translation>campaign new: назовите игроков через --player ИМЯ=СТОРОНА</translation>
    </message>
    <message numerus="yes">
        <source>Campaign made in %1: %n player(s); each player's package is in turn-001/players.</source>
        <translation>
            <numerusform>Кампания создана в %1: %n игрок; пакет каждого игрока — в turn-001/players.</numerusform>
            <numerusform>Кампания создана в %1: %n игрока; пакет каждого игрока — в turn-001/players.</numerusform>
            <numerusform>Кампания создана в %1: %n игроков; пакет каждого игрока — в turn-001/players.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: turn %2. Units move %3.</source>
        <translation>%1: ход %2. Отряды движутся %3.</translation>
    </message>
    <message>
        <source>Campaign</source>
        <translation>Кампания</translation>
    </message>
    <message>
        <source>  ✘ %1 (%2): no orders yet</source>
        <translation>  ✘ %1 (%2): приказов ещё нет</translation>
    </message>
    <message numerus="yes">
        <source>Orders received from %1 of %n player(s).</source>
        <translation>
            <numerusform>Приказы получены от %1 из %n игрока.</numerusform>
            <numerusform>Приказы получены от %1 из %n игроков.</numerusform>
            <numerusform>Приказы получены от %1 из %n игроков.</numerusform>
        </translation>
    </message>
    <message>
        <source>new, status, submit or resolve.</source>
        <translation>new, status, submit или resolve.</translation>
    </message>
    <message>
        <source>The campaign's folder.</source>
        <translation>Папка кампании.</translation>
    </message>
    <message>
        <source>new: the map; submit: the player's orders file.</source>
        <translation>new: карта; submit: файл приказов игрока.</translation>
    </message>
    <message>
        <source>new: a player and side, and optionally the player's armies (repeatable).</source>
        <translation>new: игрок и сторона, при желании — армии игрока (можно повторять).</translation>
    </message>
    <message>
        <source>new: the game's name.</source>
        <translation>new: название игры.</translation>
    </message>
    <message>
        <source>new: the campaign's seed; resolve: this turn's dice.</source>
        <translation>new: сид кампании; resolve: сид для бросков этого хода.</translation>
    </message>
    <message>
        <source>submit: only check the file, take nothing in.</source>
        <translation>submit: только проверить файл, ничего не принимая.</translation>
    </message>
    <message>
        <source>resolve: the referee's decisions, as resolve reads them.</source>
        <translation>resolve: решения ведущего в том виде, в каком их читает resolve.</translation>
    </message>
    <message>
        <source>resolve: resolve although a player sent no orders (that player's armies stand).</source>
        <translation>resolve: провести ход, даже если игрок не прислал приказов (его армии останутся на месте).</translation>
    </message>
    <message>
        <source>status: print JSON.</source>
        <translation>status: вывести JSON.</translation>
    </message>
    <message>
        <source>campaign: expected new, status, submit or resolve, then the campaign's folder</source>
        <translation>campaign: ожидалось new, status, submit или resolve, затем папка кампании</translation>
    </message>
    <message>
        <source>campaign submit: expected DIR and FILE</source>
        <translation>campaign submit: ожидались ПАПКА и ФАЙЛ</translation>
    </message>
    <message>
        <source>campaign %1: expected DIR</source>
        <translation>campaign %1: ожидалась ПАПКА</translation>
    </message>
    <message>
        <source>A play-by-mail game in a folder: players' orders in, reports out</source>
        <translation>Игра по переписке в папке: приказы игроков на входе, отчёты на выходе</translation>
    </message>
    <message>
        <source>a unit's name must not be blank</source>
        <translation>имя отряда не может быть пустым</translation>
    </message>
    <message>
        <source>%1: the unit may not stand in %2: %3</source>
        <translation>%1: отряд не может стоять в %2: %3</translation>
    </message>
    <message>
        <source>Lists, adds, edits or removes a map's units (armies): list MAP; add MAP NAME --side S --hex H [--figures N] [--unit KEY=VALUE…]; edit MAP NAME [--name NEW] [--side S] [--hex H] [--figures N] [--unit KEY=VALUE…]; remove MAP NAME. The map is saved in place (or to --output), atomically.</source>
        <translation>Показывает, добавляет, меняет или убирает отряды (армии) карты: list КАРТА; add КАРТА ИМЯ --side С --hex Г [--figures N] [--unit КЛЮЧ=ЗНАЧЕНИЕ…]; edit КАРТА ИМЯ [--name НОВОЕ] [--side С] [--hex Г] [--figures N] [--unit КЛЮЧ=ЗНАЧЕНИЕ…]; remove КАРТА ИМЯ. Карта сохраняется на месте (или в --output), целиком или никак.</translation>
    </message>
    <message>
        <source>list, add, edit or remove.</source>
        <translation>list, add, edit или remove.</translation>
    </message>
    <message>
        <source>The unit's name.</source>
        <translation>Имя отряда.</translation>
    </message>
    <message>
        <source>The unit's side.</source>
        <translation>Сторона отряда.</translation>
    </message>
    <message>
        <source>The hex it stands in.</source>
        <translation>Гекс, в котором он стоит.</translation>
    </message>
    <message>
        <source>Its troop figures.</source>
        <translation>Его фигуры войск.</translation>
    </message>
    <message>
        <source>A unit option of the ruleset (repeatable).</source>
        <translation>Параметр отряда из набора правил (можно повторять).</translation>
    </message>
    <message>
        <source>edit: a new name.</source>
        <translation>edit: новое имя.</translation>
    </message>
    <message>
        <source>Save the changed map here instead of in place.</source>
        <translation>Сохранить изменённую карту сюда, а не на место.</translation>
    </message>
    <message>
        <source>list: print JSON.</source>
        <translation>list: вывести JSON.</translation>
    </message>
    <message>
        <source>units: expected list MAP, or add, edit or remove MAP NAME</source>
        <translation>units: ожидалось list КАРТА или add, edit, remove КАРТА ИМЯ</translation>
    </message>
    <message>
        <source>%1: no unit of the map has this name (did you mean "%2"?)</source>
        <translation>%1: на карте нет отряда с таким именем (может быть, «%2»?)</translation>
    </message>
    <message>
        <source>%1 removed.</source>
        <translation>%1 убран.</translation>
    </message>
    <message>
        <source>%1: the map already has a unit of this name</source>
        <translation>%1: на карте уже есть отряд с таким именем</translation>
    </message>
    <message>
        <source>units add: give the unit's hex with --hex</source>
        <translation>units add: укажите гекс отряда через --hex</translation>
    </message>
    <message>
        <source>List, add, edit or remove a map's units (armies)</source>
        <translation>Показать, добавить, изменить или убрать отряды (армии) карты</translation>
    </message>
    <message>
        <source>no unit of the map has this name</source>
        <translation>на карте нет отряда с таким именем</translation>
    </message>
    <message>
        <source>no unit of the map has this name (did you mean "%1"?)</source>
        <translation>на карте нет отряда с таким именем (может быть, «%1»?)</translation>
    </message>
    <message>
        <source>%1 (%2): stood in %3, without orders
</source>
        <translation>%1 (%2): на месте в %3, без приказов
</translation>
    </message>
    <message>
        <source>%1 (the map's own, embedded in it)</source>
        <translation>%1 (собственный, встроен в карту)</translation>
    </message>
    <message>
        <source>%1 (the map's own, file %2)</source>
        <translation>%1 (собственный, файл %2)</translation>
    </message>
    <message>
        <source>--movement-order "%1": expected ruleset, map, sides or random</source>
        <translation>--movement-order «%1»: ожидалось ruleset, map, sides или random</translation>
    </message>
    <message>
        <source>new: the order units move in where they move one after another: ruleset (the default: the ruleset's order), map, sides or random.</source>
        <translation>new: порядок движения отрядов, если они движутся по очереди: ruleset (по умолчанию: порядок из набора правил), map, sides или random.</translation>
    </message>
    <message>
        <source>"%1": %2</source>
        <translation>«%1»: %2</translation>
    </message>
    <message>
        <source>an orders line cannot carry spaces at the start or end of a name</source>
        <translation>в строке приказов имя не может начинаться или кончаться пробелом</translation>
    </message>
    <message>
        <source>a name on an orders line cannot hold "|", a line break or another control character</source>
        <translation>имя в строке приказов не может содержать «|», перевод строки или другой управляющий символ</translation>
    </message>
    <message>
        <source>an orders line that begins with "#" is a comment</source>
        <translation>строка приказов, начинающаяся с «#», считается комментарием</translation>
    </message>
    <message numerus="yes">
        <source>  ✔ %1 (%2): orders taken in, %3 of %n army(ies) with orders</source>
        <translation>
            <numerusform>  ✔ %1 (%2): приказы приняты, с приказами %3 из %n армии</numerusform>
            <numerusform>  ✔ %1 (%2): приказы приняты, с приказами %3 из %n армий</numerusform>
            <numerusform>  ✔ %1 (%2): приказы приняты, с приказами %3 из %n армий</numerusform>
        </translation>
    </message>
    <message>
        <source>resolve: resolve although no player sent orders (every army stands).</source>
        <translation>resolve: провести ход, хотя ни один игрок не прислал приказов (все армии стоят на месте).</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2): %3 → %4, spent %5, %6 of %n order(s) executed
</source>
        <translation>
            <numerusform>%1 (%2): %3 → %4, потрачено %5 ОД, выполнено %6 из %n приказа
</numerusform>
            <numerusform>%1 (%2): %3 → %4, потрачено %5 ОД, выполнено %6 из %n приказов
</numerusform>
            <numerusform>%1 (%2): %3 → %4, потрачено %5 ОД, выполнено %6 из %n приказов
</numerusform>
        </translation>
    </message>
    <message>
        <source>A play-by-mail game in a folder. new DIR MAP --player NAME=SIDE…: make a campaign and each player's package (map and orders form). status DIR: who has sent orders. submit DIR FILE [--check]: check a player's orders file and take it in. resolve DIR: resolve the turn, write every player's report and the next turn. See the user guide, The referee's path: A play-by-mail campaign.</source>
        <translation>Игра по переписке в одной папке. new ПАПКА КАРТА --player ИМЯ=СТОРОНА…: создать кампанию и пакет каждого игрока (карта и бланк приказов). status ПАПКА: кто прислал приказы. submit ПАПКА ФАЙЛ [--check]: проверить файл приказов игрока и принять его. resolve ПАПКА: провести ход, написать отчёт каждому игроку и подготовить следующий ход. См. руководство, «Путь ведущего»: «Кампания игры по переписке».</translation>
    </message>
    <message>
        <source>Checks a whole turn's orders, one army per line: NAME | START HEX | UNIT OPTIONS | ORDERS (e.g. "Army of the North | 2718 | troops=cavalry fed=no | nw, nw, e, h"; # starts a comment). For each army: where it ends, what it spent and every step that fails and why. Bad lines are reported with their line number (exit code 1) and the others are still checked. See the user guide, File Formats: Orders files.</source>
        <translation>Проверяет приказы целого хода, по армии на строку: ИМЯ | НАЧАЛЬНЫЙ ГЕКС | ПАРАМЕТРЫ ОТРЯДА | ПРИКАЗЫ (например, "Северная армия | 2718 | troops=cavalry fed=no | nw, nw, e, h"; # начинает комментарий). Для каждой армии: где она заканчивает движение, сколько потратила и каждый невыполнимый шаг с причиной. Ошибочные строки выводятся с номером строки (код выхода 1), остальные всё равно проверяются. См. руководство, «Форматы файлов»: «Файлы приказов».</translation>
    </message>
    <message>
        <source>Resolves a whole turn: every unit's orders moved together in the ruleset's sequence (simultaneous with contested hexes, alternating sides, one after another with encounters, or in order). Without ORDERS_FILE the map's units move along their plans. Chance events are decisions: answered in a rolls file, rolled with --seed, else left open or given their normal outcome. See the user guide, The referee's path: Resolving a turn.</source>
        <translation>Проводит весь ход: приказы всех отрядов выполняются вместе в порядке, заданном набором правил (одновременно со спорными гексами, поочерёдно по сторонам, один за другим со встречами или по списку). Без ORDERS_FILE отряды карты движутся по своим планам. Случайные события — это решения: они берутся из файла бросков, бросаются с --seed или остаются открытыми либо получают обычный исход. См. руководство, «Путь ведущего»: «Проведение хода».</translation>
    </message>
    <message>
        <source>joins=%1: no other unit of the turn has this name</source>
        <translation>joins=%1: другого отряда с таким именем в этом ходе нет</translation>
    </message>
    <message>
        <source>joins=%1: that army stands in %2, not in %3 where this unit stands</source>
        <translation>joins=%1: эта армия стоит в %2, а не в %3, где стоит этот отряд</translation>
    </message>
    <message>
        <source>joins=%1: a unit that has joined an army moves with it and takes no orders of its own</source>
        <translation>joins=%1: отряд, присоединившийся к армии, движется с ней и своих приказов не получает</translation>
    </message>
    <message>
        <source>%1 (%2): %3 → %4 with %5, whose army it joined
</source>
        <translation>%1 (%2): %3 → %4 вместе с армией «%5», к которой присоединился
</translation>
    </message>
    <message>
        <source>standard output: cannot write: %1</source>
        <translation>стандартный вывод: запись невозможна: %1</translation>
    </message>
    <message>
        <source>%1: would overwrite %2, a file this turn reads: choose another output</source>
        <translation>%1: перезаписал бы %2 — файл, который читает этот ход: выберите другой выходной файл</translation>
    </message>
    <message>
        <source>%1: ruleset: no bundled ruleset has the id "%2" (give one with --ruleset ID|FILE)</source>
        <translation>%1: ruleset: нет стандартного набора правил с кодом «%2» (укажите набор правил параметром --ruleset)</translation>
    </message>
    <message>
        <source>a unit's name holds at most %1 characters</source>
        <translation>имя отряда — не более %1 символов</translation>
    </message>
    <message>
        <source>joins=%1: %1 joins %2 itself (line %3); a unit joins an army that moves on its own</source>
        <translation>joins=%1: %1 сам присоединяется к %2 (строка %3); присоединяться можно к армии, которая движется сама</translation>
    </message>
    <message>
        <source>--side "%1": %2</source>
        <translation>--side «%1»: %2</translation>
    </message>
    <message>
        <source>players %1 and %2 would both be reported in the files %3.*: rename one of them</source>
        <translation>отчёты игроков %1 и %2 попали бы в одни и те же файлы %3.*: переименуйте одного из игроков</translation>
    </message>
    <message>
        <source>%1: replaced by the Tiled map's tileset picture</source>
        <translation>%1: заменён картинкой набора тайлов карты Tiled</translation>
    </message>
    <message>
        <source>interrupted: nothing of the turn was written</source>
        <translation>прервано: ничего из файлов хода не записано</translation>
    </message>
    <message>
        <source>the turn has %1 sides; reports are written for at most %2 (as many as a campaign's players)</source>
        <translation>в ходе %1 сторон; отчёты пишутся не более чем для %2 (столько, сколько игроков в кампании)</translation>
    </message>
    <message numerus="yes">
        <source>%1: warning: %n label(s) not drawn: the labels lie on one another over more than %2 times the picture's area</source>
        <translation>
            <numerusform>%1: предупреждение: %n надпись не нарисована: надписи лежат друг на друге и заняли бы больше %2 площадей картинки</numerusform>
            <numerusform>%1: предупреждение: %n надписи не нарисованы: надписи лежат друг на друге и заняли бы больше %2 площадей картинки</numerusform>
            <numerusform>%1: предупреждение: %n надписей не нарисовано: надписи лежат друг на друге и заняли бы больше %2 площадей картинки</numerusform>
        </translation>
    </message>
    <message>
        <source>Untitled map</source>
        <translation>Карта без названия</translation>
    </message>
    <message>
        <source>%1: the units without a side after the turn</source>
        <translation>%1: отряды без стороны после хода</translation>
    </message>
    <message>
        <source>%1: %2 after the turn</source>
        <translation>%1: %2 после хода</translation>
    </message>
    <message>
        <source>a file of that name is in the way</source>
        <translation>мешает файл с тем же именем</translation>
    </message>
    <message>
        <source>%1: cannot create the folder: %2</source>
        <translation>%1: не удаётся создать папку: %2</translation>
    </message>
    <message>
        <source>--from: %1</source>
        <translation>--from: %1</translation>
    </message>
    <message>
        <source>--to: %1</source>
        <translation>--to: %1</translation>
    </message>
    <message>
        <source>--via: %1</source>
        <translation>--via: %1</translation>
    </message>
    <message>
        <source>--hex: %1</source>
        <translation>--hex: %1</translation>
    </message>
    <message>
        <source>--figures "%1": expected a whole number from 0 to %2</source>
        <translation>--figures «%1»: ожидается целое число от 0 до %2</translation>
    </message>
    <message>
        <source>"%1": expected KEY=VALUE (side= a name, figures= a whole number from 0 to %2)</source>
        <translation>«%1»: ожидается КЛЮЧ=ЗНАЧЕНИЕ (side= имя, figures= целое число от 0 до %2)</translation>
    </message>
    <message>
        <source>start hex: %1</source>
        <translation>начальный гекс: %1</translation>
    </message>
    <message>
        <source>--unit "%1" and --unit "%2": %3 is given twice</source>
        <translation>--unit «%1» и --unit «%2»: %3 задано дважды</translation>
    </message>
    <message>
        <source>"%1" and "%2": %3= is given twice on one line</source>
        <translation>«%1» и «%2»: %3= задано дважды в одной строке</translation>
    </message>
    <message>
        <source>no such decision in this turn</source>
        <translation>в этом ходе нет такого решения</translation>
    </message>
    <message>
        <source>--via: %1 waypoints; on a map of %2 hexes a route has at most %3 (each leg may search the whole map)</source>
        <translation>--via: промежуточных точек: %1; на карте из %2 гексов у маршрута их не больше %3 (каждый отрезок может обыскивать всю карту)</translation>
    </message>
    <message>
        <source>%1: the file's orders pass %2 in all here (at most %2 in all the lines together); nothing in the file is taken</source>
        <translation>%1: здесь приказов в файле становится больше %2 (не больше %2 во всех строках вместе); из файла не принято ничего</translation>
    </message>
    <message>
        <source>%1: decisions.%2</source>
        <translation>%1: decisions.%2</translation>
    </message>
    <message>
        <source>%1[%2]: expected a string (a unit's name)</source>
        <translation>%1[%2]: ожидалась строка (имя отряда)</translation>
    </message>
    <message>
        <source>%1[%2]: roll %3 answered twice</source>
        <translation>%1[%2]: на бросок %3 ответ дан дважды</translation>
    </message>
    <message>
        <source>%1: expected a string (the choice; a tie's dice: a list of names)</source>
        <translation>%1: ожидалась строка (исход; для кубиков ничьей — список имён)</translation>
    </message>
    <message>
        <source>%1: answered twice (also by a tie's list)</source>
        <translation>%1: ответ дан дважды (ещё и списком ничьей)</translation>
    </message>
    <message>
        <source>"%1" is not one of the tie's armies still to move in (%2 of %3)</source>
        <translation>«%1» — не из армий ничьей, которым ещё предстоит войти (%2 из %3)</translation>
    </message>
    <message>
        <source>--write-map %1: resolve writes the map as .hexmap or .json; make a Tiled map of it with convert</source>
        <translation>--write-map %1: resolve записывает карту в формате .hexmap или .json; карту Tiled из неё сделает convert</translation>
    </message>
    <message>
        <source>%1 is given twice.</source>
        <translation>%1 указан дважды.</translation>
    </message>
    <message>
        <source>%1: the value is empty; expected a file or folder name.</source>
        <translation>%1: пустое значение; ожидалось имя файла или папки.</translation>
    </message>
    <message>
        <source>--player "%1": the army list after ":" is empty; name the armies or leave out the ":"</source>
        <translation>--player «%1»: список армий после «:» пуст; перечислите армии или уберите «:»</translation>
    </message>
    <message>
        <source>the text is not valid UTF-8</source>
        <translation>текст не в кодировке UTF-8</translation>
    </message>
    <message>
        <source>side=: %1</source>
        <translation>side=: %1</translation>
    </message>
    <message>
        <source>%1: the folder holds a campaign (%2): reports are not written into it: choose another folder</source>
        <translation>%1: в папке лежит кампания (%2): отчёты в неё не пишутся, выберите другую папку</translation>
    </message>
    <message>
        <source>%1: the folder holds a player's package (%2): reports are not written into it: choose another folder</source>
        <translation>%1: в папке лежит пакет игрока (%2): отчёты в неё не пишутся, выберите другую папку</translation>
    </message>
    <message>
        <source>%1: would replace a file that is not an earlier report: choose another folder or rename the side</source>
        <translation>%1: заменил бы файл, который не является прежним отчётом: выберите другую папку или переименуйте сторону</translation>
    </message>
    <message>
        <source>--player "%1": read as player "%2" (the text before the first "=") of side "%3" (up to the first ":" after it; armies follow the ":"), but the map has no side "%3". A player's name holding "=" or a side holding ":" cannot be given with --player: make the campaign in the app (File ▸ New Campaign…) or rename the side in the map</source>
        <translation>--player «%1»: прочитано как игрок «%2» (текст до первого «=») стороны «%3» (до первого «:» после него; после «:» идут армии), но на карте нет стороны «%3». Имя игрока с «=» или сторону с «:» нельзя задать через --player: создайте кампанию в приложении (Файл ▸ Новая кампания…) или переименуйте сторону на карте</translation>
    </message>
    <message>
        <source>open: roll the dice</source>
        <translation>не решено: бросайте кости</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Decision: %1 → %2
</source>
        <translation>Решение: %1 → %2
</translation>
    </message>
    <message>
        <source>Decision %1: %2 → %3
</source>
        <translation>Решение %1: %2 → %3
</translation>
    </message>
    <message>
        <source>%1: an empty list answers nothing (a tie's dice: the names of its armies, in the order they move in)</source>
        <translation>%1: пустой список ничего не отвечает (кости ничьей: имена её армий в том порядке, в каком они входят)</translation>
    </message>
    <message>
        <source>Nothing removed.</source>
        <translation>Ничего не убрано.</translation>
    </message>
    <message>
        <source>Removed: %1.</source>
        <translation>Убрано: %1.</translation>
    </message>
    <message numerus="yes">
        <source>%1 (line %2): %3 → %4, spent %5 of %6, %7 of %n order(s) executed
</source>
        <translation>
            <numerusform>%1 (строка %2): %3 → %4, потрачено %5 ОД, запас ОД %6, выполнено приказов: %7 из %n
</numerusform>
            <numerusform>%1 (строка %2): %3 → %4, потрачено %5 ОД, запас ОД %6, выполнено приказов: %7 из %n
</numerusform>
            <numerusform>%1 (строка %2): %3 → %4, потрачено %5 ОД, запас ОД %6, выполнено приказов: %7 из %n
</numerusform>
        </translation>
    </message>
    <message>
        <source>--side: give a side's name</source>
        <translation>--side: укажите название стороны</translation>
    </message>
    <message numerus="yes">
        <source>%1 removed, with its %n plan(s): %2.</source>
        <translation>
            <numerusform>%1 убран, а с ним и %n план: %2.</numerusform>
            <numerusform>%1 убран, а с ним и %n плана: %2.</numerusform>
            <numerusform>%1 убран, а с ним и %n планов: %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: cannot write the picture: %2</source>
        <translation>%1: не удаётся записать изображение: %2</translation>
    </message>
    <message>
        <source>joins=%1: no army of side %2 has this name</source>
        <translation>joins=%1: у стороны %2 нет армии с таким именем</translation>
    </message>
    <message>
        <source>joins=%1: %1 is an army of another side</source>
        <translation>joins=%1: %1 — армия другой стороны</translation>
    </message>
    <message>
        <source>Orientation: %1; shifted by half a hex: %2</source>
        <translation>Ориентация: %1; сдвиг на полгекса: %2</translation>
    </message>
    <message>
        <source>The shift by an odd number changed the lines shifted by half a hex: now %1.</source>
        <translation>Сдвиг на нечётное число поменял линии, сдвинутые на полгекса: теперь это %1.</translation>
    </message>
    <message>
        <source>--%1 "%2": expected a whole number from %3 to %4</source>
        <translation>--%1 «%2»: ожидается целое число от %3 до %4</translation>
    </message>
    <message>
        <source>--budget: %1 MP per turn is more than reach counts over several turns, at most %2; give --budget %2 or less, or --turns 1</source>
        <translation>--budget: %1 ОД за ход — больше, чем reach считает на несколько ходов (не больше %2); укажите --budget не больше %2 или --turns 1</translation>
    </message>
    <message>
        <source>--turns "%1": at most %2 turns of %3 MP</source>
        <translation>--turns «%1»: не больше %2 ходов по %3 ОД</translation>
    </message>
    <message>
        <source>%1: decisions: expected an object (decision id → choice), found %2</source>
        <translation>%1: decisions: ожидается объект (код решения → выбор), найдено: %2</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 hexes and %3 side records imported, %n warning(s).</source>
        <translation>
            <numerusform>%1: импортировано гексов: %2, записей сторон гексов: %3; %n предупреждение.</numerusform>
            <numerusform>%1: импортировано гексов: %2, записей сторон гексов: %3; %n предупреждения.</numerusform>
            <numerusform>%1: импортировано гексов: %2, записей сторон гексов: %3; %n предупреждений.</numerusform>
        </translation>
    </message>
    <message>
        <source>the line holds %1: a player's orders file is plain text, its comments too</source>
        <translation>строка содержит %1: файл приказов игрока — простой текст, и его комментарии тоже</translation>
    </message>
    <message>
        <source>No route from %1 to %2 for this unit: %3</source>
        <translation>Для этого отряда нет пути из %1 в %2: %3</translation>
    </message>
    <message>
        <source>No route from %1 to %2 for this unit: no move may end in %2 (%3)</source>
        <translation>Для этого отряда нет пути из %1 в %2: ни одно движение не может закончиться в %2 (%3)</translation>
    </message>
    <message>
        <source>side %1</source>
        <translation>сторона %1</translation>
    </message>
    <message>
        <source>%1 | %2 | %3 | %4, %5 troop figures</source>
        <translation>%1 | %2 | %3 | %4, фигур войск: %5</translation>
    </message>
    <message>
        <source>%1 changed: %2, %3, %4 troop figures.</source>
        <translation>%1 изменён: %2, %3, фигур войск: %4.</translation>
    </message>
    <message>
        <source>%1 added: %2, %3, %4 troop figures.</source>
        <translation>%1 добавлен: %2, %3, фигур войск: %4.</translation>
    </message>
</context>
<context>
    <name>hexstride::io</name>
    <message>
        <source>cannot start decompression</source>
        <translation>не удаётся начать распаковку</translation>
    </message>
    <message>
        <source>compressed data is truncated</source>
        <translation>сжатые данные обрезаны</translation>
    </message>
    <message>
        <source>compressed data is damaged</source>
        <translation>сжатые данные повреждены</translation>
    </message>
    <message>
        <source>%1: line %2: %3</source>
        <translation>%1: строка %2: %3</translation>
    </message>
    <message>
        <source>expected "XXYY",terrain</source>
        <translation>ожидается "XXYY",местность</translation>
    </message>
    <message>
        <source>"%1" is not a hex number of the 44 × 39 map</source>
        <translation>«%1» — не номер гекса карты 44 × 39</translation>
    </message>
    <message>
        <source>unknown terrain code "%1"</source>
        <translation>неизвестный код местности «%1»</translation>
    </message>
    <message>
        <source>hex %1 is listed twice</source>
        <translation>гекс %1 указан дважды</translation>
    </message>
    <message>
        <source>expected "XXYY",0,side,feature</source>
        <translation>ожидается "XXYY",0,сторона,объект</translation>
    </message>
    <message>
        <source>expected "XXYY",0,side 1..6,feature 1..5</source>
        <translation>ожидается "XXYY",0,сторона 1..6,объект 1..5</translation>
    </message>
    <message>
        <source>%1: hex %2, side %3 (%4): %5 is recorded from this hex only; imported for the shared side</source>
        <translation>%1: гекс %2, сторона %3 (%4): %5 записан только с этого гекса; импортирован для общей стороны</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n hex(es) of the 44 × 39 board not listed; set to ocean</source>
        <translation>
            <numerusform>%1: %n гекс карты 44 × 39 не указан; задан океан</numerusform>
            <numerusform>%1: %n гекса карты 44 × 39 не указаны; задан океан</numerusform>
            <numerusform>%1: %n гексов карты 44 × 39 не указаны; задан океан</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: cannot open: %2</source>
        <translation>%1: не удаётся открыть: %2</translation>
    </message>
    <message>
        <source>a boolean</source>
        <translation>логическое значение</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>число</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>строка</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>массив</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>объект</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>ничего</translation>
    </message>
    <message>
        <source>expected an object, found %1</source>
        <translation>ожидается объект, найдено: %1</translation>
    </message>
    <message>
        <source>expected an array, found %1</source>
        <translation>ожидается массив, найдено: %1</translation>
    </message>
    <message>
        <source>expected a string, found %1</source>
        <translation>ожидается строка, найдено: %1</translation>
    </message>
    <message>
        <source>expected an integer, found %1</source>
        <translation>ожидается целое число, найдено: %1</translation>
    </message>
    <message>
        <source>%1 is out of range %2..%3</source>
        <translation>%1 вне диапазона %2..%3</translation>
    </message>
    <message>
        <source>no number</source>
        <translation>не число</translation>
    </message>
    <message>
        <source>data: expected a base64 string</source>
        <translation>data: ожидается строка base64</translation>
    </message>
    <message>
        <source>data: not valid base64</source>
        <translation>data: неверный base64</translation>
    </message>
    <message>
        <source>data: %1</source>
        <translation>data: %1</translation>
    </message>
    <message>
        <source>line %1, column %2</source>
        <translation>строка %1, столбец %2</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>файл пуст</translation>
    </message>
    <message>
        <source>the file is larger than %1 MB</source>
        <translation>файл больше %1 МБ</translation>
    </message>
    <message>
        <source>%1: JSON syntax error: %2</source>
        <translation>%1: синтаксическая ошибка JSON: %2</translation>
    </message>
    <message>
        <source>expected a JSON object at the top level</source>
        <translation>на верхнем уровне ожидается объект JSON</translation>
    </message>
    <message>
        <source>%1: cannot compress the map</source>
        <translation>%1: не удаётся сжать карту</translation>
    </message>
    <message>
        <source>%1: cannot write: %2</source>
        <translation>%1: не удаётся записать: %2</translation>
    </message>
    <message>
        <source>expected %1..%2 ids, found %3</source>
        <translation>ожидается кодов: от %1 до %2, найдено: %3</translation>
    </message>
    <message>
        <source>id "%1" is empty or repeated</source>
        <translation>код «%1» пуст или повторяется</translation>
    </message>
    <message>
        <source>the edge at offset %1 lies outside the map</source>
        <translation>сторона гекса со смещением %1 лежит вне карты</translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation>ожидается объект</translation>
    </message>
    <message>
        <source>expected "%1", found "%2"</source>
        <translation>ожидается «%1», найдено «%2»</translation>
    </message>
    <message>
        <source>the file has format version %1, newer than this Hexstride reads (%2); please update Hexstride</source>
        <translation>версия формата файла %1 новее, чем читает этот Hexstride (%2); обновите Hexstride</translation>
    </message>
    <message>
        <source>expected "pointy" or "flat"</source>
        <translation>ожидается "pointy" или "flat"</translation>
    </message>
    <message>
        <source>expected "odd" or "even"</source>
        <translation>ожидается "odd" или "even"</translation>
    </message>
    <message>
        <source>expected "col,row" or "xxyy"</source>
        <translation>ожидается "col,row" или "xxyy"</translation>
    </message>
    <message>
        <source>unknown key</source>
        <translation>неизвестный ключ</translation>
    </message>
    <message>
        <source>expected exactly one of "embedded" and "path"</source>
        <translation>ожидается ровно одно из "embedded" и "path"</translation>
    </message>
    <message>
        <source>expected a ruleset object</source>
        <translation>ожидается объект набора правил</translation>
    </message>
    <message>
        <source>expected a non-empty string</source>
        <translation>ожидается непустая строка</translation>
    </message>
    <message>
        <source>the map</source>
        <translation>карта</translation>
    </message>
    <message>
        <source>%1: the map has no custom ruleset</source>
        <translation>%1: у карты нет собственного набора правил</translation>
    </message>
    <message>
        <source>%1: customRuleset.path: the ruleset file "%2" is missing (looked for %3)</source>
        <translation>%1: customRuleset.path: файл набора правил «%2» не найден (искали %3)</translation>
    </message>
    <message>
        <source>"%1" is not one of ids.edgeFeatures</source>
        <translation>«%1» нет среди ids.edgeFeatures</translation>
    </message>
    <message>
        <source>"%1" is not a side of a hex (%2)</source>
        <translation>«%1» — не сторона гекса (%2)</translation>
    </message>
    <message>
        <source>does not contain the feature "%1"</source>
        <translation>не содержит объект «%1»</translation>
    </message>
    <message numerus="yes">
        <source>decompressed data is shorter than expected (%1 of %n byte(s))</source>
        <translation>
            <numerusform>распакованные данные короче ожидаемого (%1 из %n байта)</numerusform>
            <numerusform>распакованные данные короче ожидаемого (%1 из %n байтов)</numerusform>
            <numerusform>распакованные данные короче ожидаемого (%1 из %n байтов)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>size: expected %n byte(s), got %1</source>
        <translation>
            <numerusform>size: ожидается %n байт, получено %1</numerusform>
            <numerusform>size: ожидается %n байта, получено %1</numerusform>
            <numerusform>size: ожидается %n байт, получено %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>data: length %1 does not fit %n byte(s)</source>
        <translation>
            <numerusform>data: длина %1 не соответствует %n байту</numerusform>
            <numerusform>data: длина %1 не соответствует %n байтам</numerusform>
            <numerusform>data: длина %1 не соответствует %n байтам</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>data: expected %n byte(s), got %1</source>
        <translation>
            <numerusform>data: ожидается %n байт, получено %1</numerusform>
            <numerusform>data: ожидается %n байта, получено %1</numerusform>
            <numerusform>data: ожидается %n байт, получено %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>hex %1 has terrain index %2, but ids.terrains has %n entry(ies)</source>
        <translation>
            <numerusform>у гекса %1 индекс местности %2, но в ids.terrains %n запись</numerusform>
            <numerusform>у гекса %1 индекс местности %2, но в ids.terrains %n записи</numerusform>
            <numerusform>у гекса %1 индекс местности %2, но в ids.terrains %n записей</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>hex %1 has feature bits %2, but ids.hexFeatures has %n entry(ies)</source>
        <translation>
            <numerusform>у гекса %1 биты объектов %2, но в ids.hexFeatures %n запись</numerusform>
            <numerusform>у гекса %1 биты объектов %2, но в ids.hexFeatures %n записи</numerusform>
            <numerusform>у гекса %1 биты объектов %2, но в ids.hexFeatures %n записей</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the edge at offset %1 has feature bits %2, but ids.edgeFeatures has %n entry(ies)</source>
        <translation>
            <numerusform>у стороны гекса со смещением %1 биты объектов %2, но в ids.edgeFeatures %n запись</numerusform>
            <numerusform>у стороны гекса со смещением %1 биты объектов %2, но в ids.edgeFeatures %n записи</numerusform>
            <numerusform>у стороны гекса со смещением %1 биты объектов %2, но в ids.edgeFeatures %n записей</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n byte(s) of other data follow the compressed data</source>
        <translation>
            <numerusform>за сжатыми данными следует %n байт других данных</numerusform>
            <numerusform>за сжатыми данными следуют %n байта других данных</numerusform>
            <numerusform>за сжатыми данными следуют %n байт других данных</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: lists no hex</source>
        <translation>%1: не перечислено ни одного гекса</translation>
    </message>
    <message>
        <source>%1: lists no hex-side feature (no river, road or bridge)</source>
        <translation>%1: не перечислено ни одного объекта на сторонах гексов (ни реки, ни дороги, ни моста)</translation>
    </message>
    <message>
        <source>unknown key (this version of the format has no such field)</source>
        <translation>неизвестный ключ (в этой версии формата такого поля нет)</translation>
    </message>
    <message>
        <source>a control character (code %1) inside a string must be written as an escape such as \n or \u0000</source>
        <translation>управляющий символ (код %1) внутри строки нужно записывать экранированным, например \n или \u0000</translation>
    </message>
    <message>
        <source>%1: the file is larger than %2 MB</source>
        <translation>%1: файл больше %2 МБ</translation>
    </message>
    <message>
        <source>%1: is a folder, not a file</source>
        <translation>%1: это папка, а не файл</translation>
    </message>
    <message>
        <source>%1: is not a regular file (a device, pipe or socket)</source>
        <translation>%1: не обычный файл (устройство, канал или сокет)</translation>
    </message>
    <message>
        <source>no file name given</source>
        <translation>не указано имя файла</translation>
    </message>
    <message>
        <source>%1: cannot read: %2</source>
        <translation>%1: не удаётся прочитать: %2</translation>
    </message>
    <message>
        <source>expected true or false</source>
        <translation>ожидается true или false</translation>
    </message>
    <message>
        <source>expected a colour like "#1e1914"</source>
        <translation>ожидается цвет вида "#1e1914"</translation>
    </message>
    <message>
        <source>expected six numbers [m11, m12, m21, m22, dx, dy]</source>
        <translation>ожидалось шесть чисел [m11, m12, m21, m22, dx, dy]</translation>
    </message>
    <message>
        <source>the transform squeezes the image flat (its determinant is 0)</source>
        <translation>преобразование сплющивает изображение (его определитель равен 0)</translation>
    </message>
    <message>
        <source>expected a number from 0 to 1</source>
        <translation>ожидалось число от 0 до 1</translation>
    </message>
    <message>
        <source>%1: background.path: the background image "%2" is missing (looked for %3)</source>
        <translation>%1: background.path: фонового изображения «%2» нет (искали %3)</translation>
    </message>
    <message>
        <source>expected "friendly", "tolerant" or "hostile"</source>
        <translation>ожидалось «friendly», «tolerant» или «hostile»</translation>
    </message>
    <message>
        <source>a relation needs two different, named sides</source>
        <translation>отношение связывает две разные стороны с названиями</translation>
    </message>
    <message>
        <source>how "%1" regards "%2" is given twice</source>
        <translation>отношение стороны «%1» к стороне «%2» задано дважды</translation>
    </message>
    <message>
        <source>expected the name of a side</source>
        <translation>ожидалось название стороны</translation>
    </message>
    <message>
        <source>hex %1 has an owner already</source>
        <translation>у гекса %1 уже есть владелец</translation>
    </message>
    <message>
        <source>encoding: expected "runs", "zlib" or "raw"</source>
        <translation>encoding: ожидается "runs", "zlib" или "raw"</translation>
    </message>
    <message>
        <source>data: run %1 is cut short</source>
        <translation>data: серия %1 оборвана</translation>
    </message>
    <message>
        <source>data: run %1 is empty or goes past the end of the layer</source>
        <translation>data: серия %1 пуста или выходит за конец слоя</translation>
    </message>
    <message numerus="yes">
        <source>data: the runs fill %1 of %n value(s)</source>
        <translation>
            <numerusform>data: серии заполняют %1 из %n значения</numerusform>
            <numerusform>data: серии заполняют %1 из %n значений</numerusform>
            <numerusform>data: серии заполняют %1 из %n значений</numerusform>
        </translation>
    </message>
    <message>
        <source>not a terrain of the map's ids.terrains</source>
        <translation>не местность из ids.terrains карты</translation>
    </message>
    <message>
        <source>decompressed data exceeds the size limit of %1</source>
        <translation>распакованные данные превышают предел в %1</translation>
    </message>
    <message>
        <source>decompressed data is longer than the %1 expected</source>
        <translation>распакованные данные длиннее ожидаемых %1</translation>
    </message>
    <message>
        <source>%1: background.path: %2; the image is not read</source>
        <translation>%1: background.path: %2; изображение не читается</translation>
    </message>
    <message>
        <source>a unit needs a name</source>
        <translation>у отряда должно быть имя</translation>
    </message>
    <message>
        <source>"%1" is already the name of units[%2]</source>
        <translation>«%1» — уже имя отряда units[%2]</translation>
    </message>
    <message>
        <source>%1: tileset image: %2; its tiles' colours are not read</source>
        <translation>%1: изображение набора тайлов: %2; цвета его тайлов не читаются</translation>
    </message>
    <message>
        <source>labels[%1] (hex %2): the text has %3 characters; a label holds at most %4</source>
        <translation>labels[%1] (гекс %2): длина текста %3, а надпись вмещает не больше %4 знаков</translation>
    </message>
    <message>
        <source>%1: a file name cannot hold a NUL character</source>
        <translation>%1: в имени файла не может быть символа NUL</translation>
    </message>
    <message>
        <source>%1: the key "%2" is given twice in one object (first at %3)</source>
        <translation>%1: ключ «%2» дважды указан в одном объекте (впервые: %3)</translation>
    </message>
    <message>
        <source>the name has no visible character</source>
        <translation>в имени нет ни одного видимого символа</translation>
    </message>
    <message>
        <source>the text has %1 characters; a unit's name or side holds at most %2</source>
        <translation>в тексте %1 символов; имя или сторона отряда — не более %2</translation>
    </message>
    <message>
        <source>the side shows no visible character</source>
        <translation>в названии стороны нет ни одного видимого знака</translation>
    </message>
    <message>
        <source>the transform stretches the image beyond any map (its determinant is too large)</source>
        <translation>преобразование растягивает изображение далеко за пределы любой карты (его определитель слишком велик)</translation>
    </message>
    <message>
        <source>a file name cannot hold a NUL character</source>
        <translation>в имени файла не может быть символа NUL</translation>
    </message>
    <message>
        <source>%1: is a system file (under /proc, /sys or /dev), not a file to read</source>
        <translation>%1: это системный файл (в /proc, /sys или /dev), его не читают</translation>
    </message>
    <message>
        <source>%1: would overwrite %2, a file this command reads: choose another output</source>
        <translation>%1: заменил бы %2 — файл, который читает эта команда; выберите другой выходной файл</translation>
    </message>
    <message>
        <source>%1: is a symbolic link; an output is not written through a link to its target: remove the link or choose another output</source>
        <translation>%1: это символическая ссылка; выходной файл не записывается через ссылку в файл, на который она указывает: удалите ссылку или выберите другой выходной файл</translation>
    </message>
    <message>
        <source>%1: is a loop of symbolic links (or too many links in a row)</source>
        <translation>%1: это петля символических ссылок (или слишком длинная цепочка ссылок)</translation>
    </message>
    <message>
        <source>unknown reason</source>
        <translation>причина неизвестна</translation>
    </message>
    <message>
        <source>a NUL character (byte 0) has no place in the file</source>
        <translation>символу NUL (байт 0) не место в файле</translation>
    </message>
    <message>
        <source>a lone surrogate %1 (half of a UTF-16 pair without its other half) is no character</source>
        <translation>одиночный суррогат %1 (половина пары UTF-16 без второй половины) — не символ</translation>
    </message>
    <message>
        <source>%1 orders; a plan holds at most %2</source>
        <translation>приказов: %1; в плане их не больше %2</translation>
    </message>
    <message>
        <source>the plans' orders pass %1 in all here (at most %1 in all the plans together)</source>
        <translation>здесь приказов в планах становится больше %1 (не больше %1 во всех планах вместе)</translation>
    </message>
    <message>
        <source>a side cannot hold a line break, a bidirectional override or another control character</source>
        <translation>в названии стороны не может быть перевода строки, знака смены направления письма или другого управляющего символа</translation>
    </message>
    <message>
        <source>"%1" reads as "%2", the name of units[%3], but is written otherwise: give the two units names that read differently</source>
        <translation>«%1» читается как «%2», имя units[%3], но написано иначе: дайте двум отрядам имена, которые читаются по-разному</translation>
    </message>
    <message>
        <source>"%1" reads as the side "%2" but is written otherwise (letter case, width, accents, another alphabet or characters that show nothing): write one side one way</source>
        <translation>«%1» читается как сторона «%2», но написано иначе (регистр букв, ширина знаков, диакритика, другой алфавит или невидимые знаки): пишите одну сторону одинаково</translation>
    </message>
    <message>
        <source>"%1" reads as "%2", the name of another unit, but is written otherwise: give the two units names that read differently</source>
        <translation>«%1» читается как «%2», имя другого отряда, но написано иначе: дайте двум отрядам имена, которые читаются по-разному</translation>
    </message>
    <message>
        <source>%1: names the program's own resources (a path starting with ":"), not a file</source>
        <translation>%1: путь, начинающийся с «:», указывает на ресурсы самой программы, а не на файл</translation>
    </message>
    <message>
        <source>the plan "%1" has no unit and moves as an army of that name: give the unit another name</source>
        <translation>у плана «%1» нет отряда, и он ходит как армия с этим именем: дайте отряду другое имя</translation>
    </message>
    <message>
        <source>"%1" reads as "%2", the name of a plan that has no unit and moves as an army of that name: give the unit a name that reads differently</source>
        <translation>«%1» читается как «%2» — имя плана без отряда, который ходит как армия с этим именем: дайте отряду имя, которое читается иначе</translation>
    </message>
    <message>
        <source>the text is not valid UTF-8 (save it as UTF-8)</source>
        <translation>текст не в кодировке UTF-8 (сохраните файл в UTF-8)</translation>
    </message>
    <message>
        <source>the text looks like UTF-16: save it as UTF-8</source>
        <translation>текст, по-видимому, в кодировке UTF-16: сохраните файл в UTF-8</translation>
    </message>
    <message>
        <source>expected a number from %1 to %2</source>
        <translation>ожидается число от %1 до %2</translation>
    </message>
</context>
<context>
    <name>hexstride::map</name>
    <message>
        <source>"%1" is not how this map writes a hex: write it "%2" (labels are %3)</source>
        <translation>«%1» — не то написание гекса, что принято на этой карте: пишите «%2» (метки %3)</translation>
    </message>
    <message>
        <source>"%1" is not a hex of this map (labels are %2, e.g. "%3")</source>
        <translation>«%1» — не гекс этой карты (метки %2, например «%3»)</translation>
    </message>
</context>
<context>
    <name>hexstride::render</name>
    <message>
        <source>%1: not a PNG or JPEG image (%2)</source>
        <translation>%1: это не изображение PNG или JPEG (%2)</translation>
    </message>
    <message>
        <source>unknown format</source>
        <translation>формат не распознан</translation>
    </message>
    <message>
        <source>%1: cannot read the image (%2)</source>
        <translation>%1: не удаётся прочитать изображение (%2)</translation>
    </message>
    <message>
        <source>%1: the image is %2 × %3 pixels; the limit is %4 million pixels and %5 pixels a side: scale it down</source>
        <translation>%1: изображение размером %2 × %3 пикселей, а предел — %4 млн пикселей и %5 пикселей по стороне: уменьшите его</translation>
    </message>
    <message>
        <source>%1: the tileset picture is %2 × %3 pixels; tileset pictures are read up to %4 million pixels (their tiles only give colours)</source>
        <translation>%1: картинка набора тайлов размером %2 × %3 пикселей; картинки наборов тайлов читаются до %4 млн пикселей (тайлы дают только цвета)</translation>
    </message>
    <message>
        <source>%1: the image holds %2 bytes of compressed pixels where its %3 × %4 pixels need at most %5: it is damaged or made to exhaust the reader</source>
        <translation>%1: в изображении %2 байт сжатых пикселей, а его %3 × %4 пикселям нужно не больше %5: файл повреждён или сделан, чтобы исчерпать память при чтении</translation>
    </message>
    <message>
        <source>%1: this kind of PNG (grey, palette, 16-bit or interlaced) is decoded whole: %2 × %3 pixels take %4 MB, the limit is %5 MB; save it as 8-bit RGB, not interlaced, or scale it down</source>
        <translation>%1: PNG такого вида (серый, с палитрой, 16-битный или чересстрочный) декодируется целиком: %2 × %3 пикселей занимают %4 МБ, предел — %5 МБ; сохраните его как 8-битный RGB без чересстрочности или уменьшите</translation>
    </message>
    <message>
        <source>its %1 data is damaged or cut short: the picture cannot be decoded</source>
        <translation>данные %1 повреждены или обрезаны: картинку нельзя прочитать</translation>
    </message>
</context>
<context>
    <name>hexstride::tiled</name>
    <message>
        <source>the map has more than %1 kinds of tile; Hexstride holds %1 terrains at most</source>
        <translation>на карте больше %1 видов тайлов; Hexstride вмещает не больше %1 местностей</translation>
    </message>
    <message>
        <source>tile layer "%1" is not read: the terrain comes from layer "%2"</source>
        <translation>слой тайлов «%1» не прочитан: местность берётся из слоя «%2»</translation>
    </message>
    <message>
        <source>layer "%1", object %2</source>
        <translation>слой «%1», объект %2</translation>
    </message>
    <message>
        <source>%1: a line without a class (the hex-side feature it draws) is not read</source>
        <translation>%1: линия без класса (объекта на стороне гекса, который она рисует) не прочитана</translation>
    </message>
    <message>
        <source>more than %1 kinds of hex-side feature; Hexstride holds %1 at most</source>
        <translation>больше %1 видов объектов на сторонах гексов; Hexstride вмещает не больше %1</translation>
    </message>
    <message>
        <source>%1: segment %2 is not along a side of the map's hexes; it is not read</source>
        <translation>%1: отрезок %2 не идёт вдоль стороны гекса карты; он не прочитан</translation>
    </message>
    <message>
        <source>%1 is off the map; it is not read</source>
        <translation>%1 вне карты; не прочитан</translation>
    </message>
    <message>
        <source>%1: an object without a class (the hex feature it marks) is not read</source>
        <translation>%1: объект без класса (объекта в гексе, который он отмечает) не прочитан</translation>
    </message>
    <message>
        <source>more than %1 kinds of hex feature; Hexstride holds %1 at most</source>
        <translation>больше %1 видов объектов в гексах; Hexstride вмещает не больше %1</translation>
    </message>
    <message>
        <source>staggeraxis: expected x or y, got "%1"</source>
        <translation>staggeraxis: ожидалось x или y, получено «%1»</translation>
    </message>
    <message>
        <source>staggerindex: expected odd or even, got "%1"</source>
        <translation>staggerindex: ожидалось odd или even, получено «%1»</translation>
    </message>
    <message>
        <source>the map has no tiles</source>
        <translation>на карте нет тайлов</translation>
    </message>
    <message>
        <source>map property "%1": %2</source>
        <translation>свойство карты «%1»: %2</translation>
    </message>
    <message>
        <source>expected a JSON object</source>
        <translation>ожидался объект JSON</translation>
    </message>
    <message>
        <source>CSV data: expected a tile number at character %1</source>
        <translation>данные CSV: в символе %1 ожидался номер тайла</translation>
    </message>
    <message>
        <source>CSV data: more than the %1 tiles the layer holds</source>
        <translation>данные CSV: больше %1 тайлов, которые вмещает слой</translation>
    </message>
    <message>
        <source>CSV data: expected %1 tiles, found %2</source>
        <translation>данные CSV: ожидалось тайлов: %1, найдено: %2</translation>
    </message>
    <message>
        <source>CSV data cannot be compressed (compression "%1")</source>
        <translation>данные CSV не могут быть сжаты (compression «%1»)</translation>
    </message>
    <message>
        <source>tiles stored as XML elements are not supported; save the map with CSV or base64 layer data</source>
        <translation>тайлы, записанные элементами XML, не поддерживаются; сохраните карту с данными слоёв в CSV или base64</translation>
    </message>
    <message>
        <source>unknown encoding "%1" (expected csv or base64)</source>
        <translation>неизвестная кодировка «%1» (ожидалось csv или base64)</translation>
    </message>
    <message>
        <source>the base64 data is malformed</source>
        <translation>данные base64 повреждены</translation>
    </message>
    <message>
        <source>%1 data: %2</source>
        <translation>данные %1: %2</translation>
    </message>
    <message>
        <source>unsupported compression "%1" (expected zlib or gzip)</source>
        <translation>неподдерживаемое сжатие «%1» (ожидалось zlib или gzip)</translation>
    </message>
    <message>
        <source>expected %1 tiles (%2 bytes), the data holds %3 bytes</source>
        <translation>ожидалось тайлов: %1 (байт: %2), в данных байт: %3</translation>
    </message>
    <message>
        <source>the layers hold more than %1 tiles in all</source>
        <translation>в слоях всего больше %1 тайлов</translation>
    </message>
    <message>
        <source>the file holds more than %1 objects, tiles and properties</source>
        <translation>в файле больше %1 объектов, тайлов и свойств</translation>
    </message>
    <message>
        <source>the infinite map has no chunks</source>
        <translation>в бесконечной карте нет блоков (chunk)</translation>
    </message>
    <message>
        <source>the infinite map's chunks span %1 × %2 tiles, more than %3 × %3</source>
        <translation>блоки бесконечной карты занимают %1 × %2 тайлов, больше чем %3 × %3</translation>
    </message>
    <message>
        <source>%1: expected a whole number in %2..%3, got "%4"</source>
        <translation>%1: ожидалось целое число в %2..%3, получено «%4»</translation>
    </message>
    <message>
        <source>the map's orientation is "%1"; Hexstride reads hexagonal Tiled maps only</source>
        <translation>ориентация карты — «%1»; Hexstride читает только шестиугольные карты Tiled</translation>
    </message>
    <message>
        <source>%1:%2: expected NAME = TERRAIN, e.g. "tile 7 = forest"</source>
        <translation>%1:%2: ожидалось ИМЯ = МЕСТНОСТЬ, например «tile 7 = forest»</translation>
    </message>
    <message numerus="yes">
        <source>%n unit(s)</source>
        <translation>
            <numerusform>%n отряд</numerusform>
            <numerusform>%n отряда</numerusform>
            <numerusform>%n отрядов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n movement plan(s)</source>
        <translation>
            <numerusform>%n план движения</numerusform>
            <numerusform>%n плана движения</numerusform>
            <numerusform>%n планов движения</numerusform>
        </translation>
    </message>
    <message>
        <source>the map's own ruleset</source>
        <translation>собственный набор правил карты</translation>
    </message>
    <message>
        <source>the ruleset id and the map's title</source>
        <translation>код набора правил и название карты</translation>
    </message>
    <message>
        <source>%1: expected a whole number in %2..%3</source>
        <translation>%1: ожидалось целое число в %2..%3</translation>
    </message>
    <message>
        <source>%1: expected %2 tiles</source>
        <translation>%1: ожидалось тайлов: %2</translation>
    </message>
    <message>
        <source>%1: expected a tile number</source>
        <translation>%1: ожидался номер тайла</translation>
    </message>
    <message>
        <source>%1: groups nested too deep</source>
        <translation>%1: группы вложены слишком глубоко</translation>
    </message>
    <message>
        <source>%1: too many chunks</source>
        <translation>%1: слишком много блоков (chunk)</translation>
    </message>
    <message>
        <source>not a Tiled map: expected a JSON object of type "map"</source>
        <translation>это не карта Tiled: ожидался объект JSON с type «map»</translation>
    </message>
    <message>
        <source>not a Tiled tileset: expected a JSON object</source>
        <translation>это не набор тайлов Tiled: ожидался объект JSON</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>строка %1: %2</translation>
    </message>
    <message>
        <source>&lt;%1&gt; has no "%2"</source>
        <translation>у &lt;%1&gt; нет «%2»</translation>
    </message>
    <message>
        <source>layer "%1": %2</source>
        <translation>слой «%1»: %2</translation>
    </message>
    <message>
        <source>layer "%1": chunk %2,%3: %4</source>
        <translation>слой «%1»: блок %2,%3: %4</translation>
    </message>
    <message>
        <source>layer "%1": too many chunks</source>
        <translation>слой «%1»: слишком много блоков (chunk)</translation>
    </message>
    <message>
        <source>groups nested too deep</source>
        <translation>группы вложены слишком глубоко</translation>
    </message>
    <message>
        <source>layer "%1" has no data</source>
        <translation>у слоя «%1» нет данных</translation>
    </message>
    <message>
        <source>not a Tiled map: expected a &lt;map&gt; element</source>
        <translation>это не карта Tiled: ожидался элемент &lt;map&gt;</translation>
    </message>
    <message>
        <source>not a Tiled tileset: expected a &lt;tileset&gt; element</source>
        <translation>это не набор тайлов Tiled: ожидался элемент &lt;tileset&gt;</translation>
    </message>
    <message>
        <source>tileset %1: %2</source>
        <translation>набор тайлов %1: %2</translation>
    </message>
    <message>
        <source>the map has no tile layer; Hexstride takes the terrain from a tile layer</source>
        <translation>в карте нет слоя тайлов; Hexstride берёт местность из слоя тайлов</translation>
    </message>
    <message>
        <source>object %1: bad polyline point "%2" (expected two numbers, x and y)</source>
        <translation>объект %1: неверная точка ломаной «%2» (ожидались два числа, x и y)</translation>
    </message>
    <message>
        <source>ruleset "%1": no bundled ruleset has this id (bundled: %2)</source>
        <translation>набор правил «%1»: стандартного набора правил с таким кодом нет (стандартные: %2)</translation>
    </message>
    <message>
        <source>tile map</source>
        <translation>сопоставление тайлов</translation>
    </message>
    <message>
        <source>%1: "%2 = %3": the ruleset "%4" has no terrain "%3" (its terrains: %5)</source>
        <translation>%1: «%2 = %3»: в наборе правил «%4» нет местности «%3» (в нём есть: %5)</translation>
    </message>
    <message>
        <source>%1: "%2" is mapped already, at %3</source>
        <translation>%1: «%2» уже сопоставлен, в %3</translation>
    </message>
    <message>
        <source>%1: expected an array of points</source>
        <translation>%1: ожидался массив точек</translation>
    </message>
    <message>
        <source>infinite: expected true or false, got %1</source>
        <translation>infinite: ожидалось true или false, а не %1</translation>
    </message>
    <message>
        <source>line %1: infinite: expected 0 or 1, got "%2"</source>
        <translation>строка %1: infinite: ожидалось 0 или 1, а не «%2»</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n segment(s) of the line neither follow a hex-side nor run from hex centre to hex centre (the first: segment %2); each is read as the side nearest its middle</source>
        <translation>
            <numerusform>%1: %n отрезок линии не идёт ни по стороне гекса, ни от центра одного гекса к центру другого (отрезок %2); он прочитан как сторона гекса, ближайшая к его середине</numerusform>
            <numerusform>%1: %n отрезка линии не идут ни по стороне гекса, ни от центра одного гекса к центру другого (первый — отрезок %2); каждый прочитан как сторона гекса, ближайшая к его середине</numerusform>
            <numerusform>%1: %n отрезков линии не идут ни по стороне гекса, ни от центра одного гекса к центру другого (первый — отрезок %2); каждый прочитан как сторона гекса, ближайшая к его середине</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: class "%2" is no hex-side feature of the ruleset "%3" (its hex-side features: %4); it is read as a feature of the map's own</source>
        <translation>%1: класса «%2» нет среди объектов на сторонах гексов набора правил «%3» (они: %4); объект прочитан как собственный объект карты</translation>
    </message>
    <message>
        <source>%1: class "%2" is no hex feature of the ruleset "%3" (its hex features: %4); it is read as a feature of the map's own</source>
        <translation>%1: класса «%2» нет среди объектов в гексах набора правил «%3» (они: %4); объект прочитан как собственный объект карты</translation>
    </message>
    <message>
        <source>line %1: an element with more than %2 attributes</source>
        <translation>строка %1: у элемента больше %2 атрибутов</translation>
    </message>
    <message>
        <source>%1: there is no %2 in the map's tilesets</source>
        <translation>%1: в наборах тайлов карты нет %2</translation>
    </message>
    <message>
        <source>layer "%1", cell %2 (column %3, row %4): gid %5 is no tile of any tileset</source>
        <translation>слой «%1», ячейка %2 (столбец %3, строка %4): gid %5 — не тайл ни одного набора тайлов</translation>
    </message>
    <message>
        <source>%1: scale "%2" is not a number above 0; the label takes the size of its text</source>
        <translation>%1: scale «%2» — не число больше 0; надпись берёт размер своего текста</translation>
    </message>
    <message>
        <source>label "%1" in %2: XML cannot hold its control characters; the .tmx file has the label without them</source>
        <translation>подпись «%1» в %2: XML не может хранить её управляющие символы; в файле .tmx подпись записана без них</translation>
    </message>
    <message>
        <source>%1: colour "%2" is not #RRGGBB or #AARRGGBB; the label is black</source>
        <translation>%1: цвет «%2» не в виде #RRGGBB или #AARRGGBB; надпись будет чёрной</translation>
    </message>
    <message>
        <source>map property "%1" is a %2 property; Hexstride reads a string property holding JSON</source>
        <translation>свойство карты «%1» имеет тип %2; Hexstride читает строковое свойство с JSON</translation>
    </message>
    <message>
        <source>layer "%1" has two &lt;data&gt; elements; a tile layer has one</source>
        <translation>в слое «%1» два элемента &lt;data&gt;; у слоя тайлов он один</translation>
    </message>
    <message>
        <source>elements nested more than %1 deep</source>
        <translation>вложенность элементов больше %1</translation>
    </message>
    <message>
        <source>%1 and %2 both give the elevation of the hex at column %3, row %4; a hex has one</source>
        <translation>%1 и %2 оба задают высоту гекса в столбце %3, строке %4; у гекса она одна</translation>
    </message>
    <message>
        <source>layer "%1" is %2×%3 tiles but the map is %4×%5; Hexstride reads tile layers as large as the map</source>
        <translation>слой «%1» размером %2×%3 тайла, а карта — %4×%5; Hexstride читает слои тайлов только размером с карту</translation>
    </message>
    <message>
        <source>tilesets %1 ("%2") and %3 ("%4") both start at gid %5; which of them a tile is from is unclear</source>
        <translation>наборы тайлов %1 («%2») и %3 («%4») оба начинаются с gid %5; неясно, к какому из них относится тайл</translation>
    </message>
    <message>
        <source>tile property "terrain" "%1" is not the ruleset's "%2"; the tile is read as "%3"</source>
        <translation>свойство тайла «terrain» «%1» — не «%2» из набора правил; тайл прочитан как «%3»</translation>
    </message>
    <message>
        <source>tile class "%1" is not the ruleset's "%2"; the tile is read as "%3"</source>
        <translation>класс тайла «%1» — не «%2» из набора правил; тайл прочитан как «%3»</translation>
    </message>
    <message>
        <source>tile property "terrain" "%1" is no terrain of the ruleset; the tile is read as "%2"</source>
        <translation>свойство тайла «terrain» «%1» не называет местность набора правил; тайл прочитан как «%2»</translation>
    </message>
    <message>
        <source>tile class "%1" is no terrain of the ruleset; the tile is read as "%2"</source>
        <translation>класс тайла «%1» не называет местность набора правил; тайл прочитан как «%2»</translation>
    </message>
    <message>
        <source>%1: "%2" is no tile of the map that names no terrain; the line is not used</source>
        <translation>%1: «%2» — не тайл карты без местности; строка не использована</translation>
    </message>
    <message>
        <source>property "%1"</source>
        <translation>свойство «%1»</translation>
    </message>
    <message>
        <source>properties %1 and %2</source>
        <translation>свойства %1 и %2</translation>
    </message>
    <message>
        <source>%1: %2 is given twice (%3); Hexstride reads one</source>
        <translation>%1: %2 встречается дважды (%3); Hexstride читает только одно из двух</translation>
    </message>
    <message>
        <source>map</source>
        <translation>карта</translation>
    </message>
    <message>
        <source>tileset %1 ("%2")</source>
        <translation>набор тайлов %1 («%2»)</translation>
    </message>
    <message>
        <source>tile id %1</source>
        <translation>номер тайла %1</translation>
    </message>
    <message>
        <source>entries %1 and %2 of its tiles</source>
        <translation>записи %1 и %2 его списка тайлов</translation>
    </message>
    <message>
        <source>tileset %1 ("%2"), tile id %3</source>
        <translation>набор тайлов %1 («%2»), тайл номер %3</translation>
    </message>
    <message>
        <source>layer "%1"</source>
        <translation>слой «%1»</translation>
    </message>
    <message>
        <source>cell %1,%2</source>
        <translation>ячейка %1,%2</translation>
    </message>
    <message>
        <source>chunks %1 and %2, at %3,%4 and %5,%6</source>
        <translation>блоки (chunk) %1 и %2, в %3,%4 и %5,%6</translation>
    </message>
    <message>
        <source>%1: bad %2 "%3" (expected a number)</source>
        <translation>%1: неверное значение %2 «%3» (ожидалось число)</translation>
    </message>
    <message>
        <source>%1: the label's size, %2 times the normal size, is outside %3 to %4; it is drawn at %5</source>
        <translation>%1: размер надписи, %2 от обычного, вне пределов от %3 до %4; она выводится размером %5</translation>
    </message>
    <message>
        <source>tile layer "%1" (layer %2 of the file) is not read: the terrain comes from the layer of the same name before it (layer %3)</source>
        <translation>слой тайлов «%1» (слой %2 файла) не прочитан: местность берётся из одноимённого слоя перед ним (слой %3)</translation>
    </message>
    <message>
        <source>layer "%1", object %2 has two &lt;%3&gt; elements; an object has one</source>
        <translation>слой «%1», объект %2: два элемента &lt;%3&gt;; у объекта он один</translation>
    </message>
    <message>
        <source>%1 is made from the object template %2, which is not read (%3); the object is not read (in Tiled, select it and choose Detach Template, then save the map again)</source>
        <translation>%1 создан из шаблона объекта %2, который не прочитан (%3); объект не прочитан (в Tiled выделите его, выберите Detach Template и сохраните карту снова)</translation>
    </message>
    <message>
        <source>the map names more than %1 object templates</source>
        <translation>карта называет больше %1 шаблонов объектов</translation>
    </message>
    <message>
        <source>a .tmj map's templates are read from .tj files</source>
        <translation>шаблоны карты .tmj читаются из файлов .tj</translation>
    </message>
    <message>
        <source>not a Tiled object template: expected an object with an "object"</source>
        <translation>не шаблон объекта Tiled: ожидался объект с полем "object"</translation>
    </message>
    <message>
        <source>a .tmx map's templates are read from .tx files</source>
        <translation>шаблоны карты .tmx читаются из файлов .tx</translation>
    </message>
    <message>
        <source>not a Tiled object template: expected &lt;template&gt; with an &lt;object&gt;</source>
        <translation>не шаблон объекта Tiled: ожидался &lt;template&gt; с элементом &lt;object&gt;</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Hex-map editor and movement planner</source>
        <translation>Редактор гексагональных карт и планировщик передвижений</translation>
    </message>
    <message>
        <source>A map file to open</source>
        <translation>Файл карты для открытия</translation>
    </message>
    <message>
        <source>%1 is given twice.</source>
        <translation>%1 указан дважды.</translation>
    </message>
    <message>
        <source>Give one map to open, not %1.</source>
        <translation>Укажите одну карту, а не %1.</translation>
    </message>
    <message>
        <source>The map's file name is empty.</source>
        <translation>Имя файла карты пусто.</translation>
    </message>
</context>
</TS>
