// vs_2_0: defi with negative step and defb, driving a loop and a static branch
vs_2_0
dcl_position v0
defi i3, 3, 2, -1, 0         // aL = 2, 1, 0
defb b5, false
def c4, 0.0, 0.0, 0.0, 0.0
m4x4 oPos, v0, c0
mov r0, c4
loop aL, i3
    add r0, r0, c20[aL]          // the cN[aL] spelling of c[aL + N]
endloop
if b5
    mul r0, r0, c8
endif
mov oD0, r0
