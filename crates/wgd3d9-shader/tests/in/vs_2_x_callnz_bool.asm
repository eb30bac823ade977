// vs_2_x: callnz l#, b# next to a predicate call, both with ret-terminated subroutines
vs_2_x
dcl_position v0
dcl_normal v1
defb b6, true
def c4, 0.0, 1.0, 0.0, 0.0
m4x4 oPos, v0, c0
mov r0, c4.x
callnz l6, b6
setp_gt p0.x, r0.x, c4.x
callnz l7, p0.x
mov oD0, r0
ret
label l6
    dp3 r0.x, v1, c5
    max r0, r0.x, c4.x
ret
label l7
    mul r0, r0, c6
ret
