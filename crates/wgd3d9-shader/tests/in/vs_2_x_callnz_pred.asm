// vs_2_x: callnz l#, p0.y and callnz l#, !p0.z (predicate-conditional calls)
vs_2_x
dcl_position v0
dcl_normal v1
def c4, 0.0, 1.0, 0.0, 0.0
m4x4 oPos, v0, c0
mov r0, v1
mov r1, c4.x
setp_gt p0, r0, c4.x
callnz l1, p0.y
callnz l2, !p0.z
mov oD0, r1
ret
label l1
    add r1, r1, c5
ret
label l2
    add r1, r1, c6
ret
