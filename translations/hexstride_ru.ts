<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>hexstride::MainWindow</name>
    <message>
        <source>Hexstride</source>
        <translation>Hexstride</translation>
    </message>
</context>
<context>
    <name>hexstride::io</name>
    <message>
        <source>%1: not implemented</source>
        <translation>%1: не реализовано</translation>
    </message>
</context>
</TS>
