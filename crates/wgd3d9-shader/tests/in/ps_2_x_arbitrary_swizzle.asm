// ps_2_x: arbitrary swizzles on texld coordinates (t0.zw packed as a second texcoord) and on sources
ps_2_x
dcl t0
dcl_2d s0
dcl_2d s1
texld r0, t0, s0
texld r1, t0.zwxy, s1
mul r2, r0.wzyx, r1.yyxx
mov oC0, r2
