// ps_3_0: break inside a dynamic if within rep, callnz l#, b#, sub and nop
ps_3_0
dcl_texcoord0 v0
defi i0, 10, 0, 0, 0
defb b2, true
def c0, 0.0, 0.1, 1.0, 0.0
mov r0, v0
mov r1, c0.x
rep i0
    sub r0, r0, c0.y
    add r1, r1, c0.y
    nop
    if_lt r0.x, c0.x
        break
    endif
endrep
callnz l1, b2
mov oC0, r1
ret
label l1
    mul r1, r1, c1
ret
