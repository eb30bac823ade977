// vs_2_0: conditional calls callnz l#, b# and callnz l#, !b#
vs_2_0
dcl_position v0
dcl_normal v1
defb b2, true
def c4, 0.0, 0.0, 0.0, 0.0
m4x4 oPos, v0, c0
mov r1, c4
callnz l3, b2
callnz l4, !b3
mov oD0, r1
ret
label l3
    dp3 r0.x, v1, c5
    mad r1, r0.x, c6, r1
ret
label l4
    add r1, r1, c7
ret
