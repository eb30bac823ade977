// vs_3_0: nested loop/rep blocks (aL refers to the innermost loop)
vs_3_0
dcl_position v0
dcl_position o0
dcl_color o1
defi i0, 3, 0, 1, 0
defi i1, 2, 0, 0, 0
defi i2, 4, 4, 1, 0
def c4, 0.0, 0.5, 0.0, 0.0
m4x4 o0, v0, c0
mov r0, c4.x
mov r5, c4
loop aL, i0
    rep i1
        add r0, r0, c[aL + 10]
        loop aL, i2
            mad r0, r0, r5.y, c[aL + 10]
        endloop
    endrep
endloop
mov o1, r0
