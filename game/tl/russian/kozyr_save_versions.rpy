translate russian strings:

    # game/kozyr_save_versions.rpy
    old "This save was made with Ren'Py {made}, newer than the Ren'Py {running} running Kozyr now, and cannot be loaded here. Open it with Ren'Py {made} or newer."
    new "Это сохранение сделано в Ren'Py {made}, более новой, чем Ren'Py {running}, в которой сейчас запущен «Козырь», и здесь его загрузить нельзя. Откройте его в Ren'Py {made} или новее."

    # game/kozyr_save_versions.rpy
    old "OK"
    new "ОК"
