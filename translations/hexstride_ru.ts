<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>hexstride::Autosaver</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Не удаётся записать %1: %2</translation>
    </message>
</context>
<context>
    <name>hexstride::MainWindow</name>
    <message>
        <source>Hexstride</source>
        <translation>Hexstride</translation>
    </message>
</context>
<context>
    <name>hexstride::Quantities</name>
    <message numerus="yes">
        <source>%n hex(es)</source>
        <translation>
            <numerusform>%n гекс</numerusform>
            <numerusform>%n гекса</numerusform>
            <numerusform>%n гексов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n movement point(s)</source>
        <translation>
            <numerusform>%n очко движения</numerusform>
            <numerusform>%n очка движения</numerusform>
            <numerusform>%n очков движения</numerusform>
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
    <name>hexstride::cli</name>
    <message>
        <source>Reads a map and writes it again: OUT ending in .json gets plain JSON, any other name gzip-compressed JSON (.hexmap).</source>
        <translation>Читает карту и записывает её снова: OUT с окончанием .json получает обычный JSON, любое другое имя — JSON, сжатый gzip (.hexmap).</translation>
    </message>
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
        <translation>Показывает размер карты, раскладку, схему обозначений и набор правил, а также число гексов каждого типа местности и сторон с каждым объектом.</translation>
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
            <numerusform>Размер: %1 × %2 (%n гекс)</numerusform><numerusform>Размер: %1 × %2 (%n гекса)</numerusform><numerusform>Размер: %1 × %2 (%n гексов)</numerusform></translation>
    </message>
    <message>
        <source>Orientation: %1, %2 offset rows or columns shifted</source>
        <translation>Ориентация: %1, сдвинуты %2 ряды или столбцы</translation>
    </message>
    <message>
        <source>Label scheme: %1</source>
        <translation>Схема обозначений: %1</translation>
    </message>
    <message>
        <source>Hexes per terrain:</source>
        <translation>Гексов по типам местности:</translation>
    </message>
    <message>
        <source>Hexes per hex feature:</source>
        <translation>Гексов по объектам гекса:</translation>
    </message>
    <message>
        <source>Edges per edge feature:</source>
        <translation>Сторон по объектам стороны:</translation>
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
</context>
<context>
    <name>hexstride::io</name>
    <message>
        <source>cannot start decompression</source>
        <translation>не удаётся начать распаковку</translation>
    </message>
    <message>
        <source>decompressed data exceeds the size limit of %1 MB</source>
        <translation>распакованные данные превышают предел в %1 МБ</translation>
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
        <source>decompressed data is longer than expected</source>
        <translation>распакованные данные длиннее ожидаемого</translation>
    </message>
    <message>
        <source>decompressed data is shorter than expected (%1 of %2 bytes)</source>
        <translation>распакованные данные короче ожидаемого (%1 из %2 байт)</translation>
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
            <numerusform>%1: %n гекс карты 44 × 39 не указан; задан океан</numerusform><numerusform>%1: %n гекса карты 44 × 39 не указаны; задан океан</numerusform><numerusform>%1: %n гексов карты 44 × 39 не указаны; задан океан</numerusform></translation>
    </message>
    <message>
        <source>%1: cannot open: %2</source>
        <translation>%1: не удаётся открыть: %2</translation>
    </message>
    <message>
        <source>%1: the file is larger than 16 MB</source>
        <translation>%1: файл больше 16 МБ</translation>
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
        <source>encoding: expected "zlib" or "raw"</source>
        <translation>encoding: ожидается "zlib" или "raw"</translation>
    </message>
    <message>
        <source>size: expected %1 bytes, got %2</source>
        <translation>size: ожидается %1 байт, получено %2</translation>
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
        <source>data: length %1 does not fit %2 bytes</source>
        <translation>data: длина %1 не соответствует %2 байтам</translation>
    </message>
    <message>
        <source>data: not valid base64</source>
        <translation>data: неверный base64</translation>
    </message>
    <message>
        <source>data: expected %1 bytes, got %2</source>
        <translation>data: ожидается %1 байт, получено %2</translation>
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
        <translation>файл больше %1 МБ</translation>
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
        <source>cannot open: %1</source>
        <translation>не удаётся открыть: %1</translation>
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
        <translation>ожидается от %1 до %2 идентификаторов, найдено %3</translation>
    </message>
    <message>
        <source>id "%1" is empty or repeated</source>
        <translation>идентификатор «%1» пуст или повторяется</translation>
    </message>
    <message>
        <source>"%1" is not a hex of this map (labels are %2)</source>
        <translation>«%1» — не гекс этой карты (обозначения: %2)</translation>
    </message>
    <message>
        <source>hex %1 has terrain index %2, but ids.terrains has %3 entries</source>
        <translation>у гекса %1 индекс местности %2, но в ids.terrains %3 записей</translation>
    </message>
    <message>
        <source>hex %1 has feature bits %2, but ids.hexFeatures has %3 entries</source>
        <translation>у гекса %1 биты объектов %2, но в ids.hexFeatures %3 записей</translation>
    </message>
    <message>
        <source>the edge at offset %1 lies outside the map</source>
        <translation>сторона со смещением %1 лежит вне карты</translation>
    </message>
    <message>
        <source>the edge at offset %1 has feature bits %2, but ids.edgeFeatures has %3 entries</source>
        <translation>у стороны со смещением %1 биты объектов %2, но в ids.edgeFeatures %3 записей</translation>
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
</context>
</TS>
