// vs_2_x: instruction predication with (p0), (p0.x) and (!p0.y) forms
vs_2_x
dcl_position v0
dcl_normal v1
def c4, 0.0, 1.0, 0.5, 0.0
m4x4 oPos, v0, c0
dp3 r0.x, v1, c5
dp3 r0.y, v1, c6
mov r0.zw, c4.x
setp_gt p0, r0, c4.x
mov r1, c7
(p0) mov r1, c8
(p0.x) mul r1, r1, c4.z
(!p0.y) add r1, r1, c9
mov oD0, r1
