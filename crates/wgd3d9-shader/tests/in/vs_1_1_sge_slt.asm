// vs_1_1: sge and slt used as a branch-free select between two colours
vs_1_1
dcl_position v0
dcl_normal v1
def c4, 0.0, 1.0, 0.5, 0.0
m4x4 oPos, v0, c0
dp3 r0.x, v1, c5
sge r1.x, r0.x, c4.x         // 1 where N.L >= 0
slt r1.y, r0.x, c4.x         // 1 where N.L < 0
mul r2, r1.x, c6             // front colour
mad oD0, r1.y, c7, r2        // + back colour
