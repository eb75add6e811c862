; Inno Setup script of TD Companion's Windows installer (issue 21).
;
; It installs the one-folder bundle that tdcompanion.spec builds (dist\tdcompanion\), for the current
; user only and with no administrator rights: into %LOCALAPPDATA%\Programs\TD Companion, with a Start-menu
; entry, and .pbn and .lin files opening in TD Companion (under HKCU\Software\Classes). Uninstalling
; removes the program, the entry and the associations; the user's settings, incidents and log stay.
;
; Build (from the clone, after `pyinstaller tdcompanion.spec`; the `bundle` workflow does both):
;   iscc /DAppVersion=0.1.0 packaging\windows\tdcompanion.iss      -> dist\tdcompanion-0.1.0-setup.exe
; Without /DAppVersion the version is read from the program's version resource, which tdcompanion.spec
; writes from tdcompanion.__version__.

#define AppName "TD Companion"
#define AppExe "tdcompanion.exe"
#define CliExe "tdcompanion-cli.exe"
#define Bundle "..\..\dist\tdcompanion"
#ifndef AppVersion
  #if !FileExists(AddBackslash(SourcePath) + Bundle + "\" + AppExe)
    #error Build the bundle first (pyinstaller tdcompanion.spec), or give the version: iscc /DAppVersion=X.Y.Z
  #endif
  #define AppVersion GetVersionNumbersString(AddBackslash(SourcePath) + Bundle + "\" + AppExe)
#endif

[Setup]
AppId={{12A4E70C-5D63-438B-924D-AA4413C6F30C}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher=TD Companion developers
AppComments=Rulings, hand records and incident reports for duplicate-bridge Tournament Directors, offline
; Per user, no administrator rights: {autopf} is then the user's own Programs folder.
PrivilegesRequired=lowest
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
ChangesAssociations=yes
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
SetupIconFile=..\..\resources\tdcompanion.ico
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName={#AppName}
OutputDir=..\..\dist
OutputBaseFilename=tdcompanion-{#AppVersion}-setup
Compression=lzma2
SolidCompression=yes
WizardStyle=modern

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "{#Bundle}\{#AppExe}"; DestDir: "{app}"; Flags: ignoreversion
Source: "{#Bundle}\{#CliExe}"; DestDir: "{app}"; Flags: ignoreversion
Source: "{#Bundle}\_internal\*"; DestDir: "{app}\_internal"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\{#AppExe}"; Comment: "Rulings for duplicate-bridge Tournament Directors"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; Tasks: desktopicon

[Registry]
; .pbn and .lin open in TD Companion ("%1": the file, handed to the running window if there is one).
; Per user (HKCU\Software\Classes); the uninstaller removes what it wrote.
Root: HKCU; Subkey: "Software\Classes\.pbn"; ValueType: string; ValueName: ""; ValueData: "TDCompanion.pbn"; Flags: uninsdeletevalue
Root: HKCU; Subkey: "Software\Classes\.pbn\OpenWithProgids"; ValueType: string; ValueName: "TDCompanion.pbn"; ValueData: ""; Flags: uninsdeletevalue
Root: HKCU; Subkey: "Software\Classes\TDCompanion.pbn"; ValueType: string; ValueName: ""; ValueData: "Bridge deals (PBN)"; Flags: uninsdeletekey
Root: HKCU; Subkey: "Software\Classes\TDCompanion.pbn\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\{#AppExe},0"
Root: HKCU; Subkey: "Software\Classes\TDCompanion.pbn\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExe}"" ""%1"""
Root: HKCU; Subkey: "Software\Classes\.lin"; ValueType: string; ValueName: ""; ValueData: "TDCompanion.lin"; Flags: uninsdeletevalue
Root: HKCU; Subkey: "Software\Classes\.lin\OpenWithProgids"; ValueType: string; ValueName: "TDCompanion.lin"; ValueData: ""; Flags: uninsdeletevalue
Root: HKCU; Subkey: "Software\Classes\TDCompanion.lin"; ValueType: string; ValueName: ""; ValueData: "Bridge deals (LIN)"; Flags: uninsdeletekey
Root: HKCU; Subkey: "Software\Classes\TDCompanion.lin\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\{#AppExe},0"
Root: HKCU; Subkey: "Software\Classes\TDCompanion.lin\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExe}"" ""%1"""
; "Open with" lists the program by its name, for these two types.
Root: HKCU; Subkey: "Software\Classes\Applications\{#AppExe}"; ValueType: string; ValueName: "FriendlyAppName"; ValueData: "{#AppName}"; Flags: uninsdeletekey
Root: HKCU; Subkey: "Software\Classes\Applications\{#AppExe}\SupportedTypes"; ValueType: string; ValueName: ".pbn"; ValueData: ""
Root: HKCU; Subkey: "Software\Classes\Applications\{#AppExe}\SupportedTypes"; ValueType: string; ValueName: ".lin"; ValueData: ""
Root: HKCU; Subkey: "Software\Classes\Applications\{#AppExe}\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExe}"" ""%1"""

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent
