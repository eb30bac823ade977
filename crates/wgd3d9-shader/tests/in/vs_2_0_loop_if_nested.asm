// vs_2_0: if b# nested inside a loop (static nesting inside the single loop level of vs_2_0)
vs_2_0
dcl_position v0
dcl_normal v1
defi i2, 2, 0, 1, 0
defb b4, true
def c4, 0.0, 0.0, 0.0, 0.0
m4x4 oPos, v0, c0
mov r0, c4
loop aL, i2
    if b4
        dp3 r1.x, v1, c[aL + 10]
        max r1.x, r1.x, c4.x
        mad r0, r1.x, c[aL + 12], r0
    else
        add r0, r0, c[aL + 12]
    endif
endloop
mov oD0, r0
