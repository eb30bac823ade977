struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
    @location(0) out2_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: array<vec4<u32>, 4096>;
var<immediate> imm: Immediates;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(3) in3_: vec4<f32>, @location(4) in4_: vec4<f32>) -> Output {
    let _e4 = imm.vs;
    let _e16 = select(vec4<f32>(0f, 0f, 0f, 0f), (in2_ * vec4<f32>(3f, 1f, 0f, 0f).xxxx), vec4<bool>(true, true, false, false));
    let _e20 = select(vec4<f32>(0f, 0f, 0f, 0f), floor(_e16.xxxx), vec4<bool>(true, false, false, false));
    let _e24 = (i32(_e20.x) + 10i);
    let _e25 = u32(_e24);
    let _e30 = consts[(_e4 + min(_e25, 265u))];
    let _e44 = (i32(_e20.x) + 11i);
    let _e45 = u32(_e44);
    let _e49 = consts[(_e4 + min(_e45, 265u))];
    let _e62 = (i32(_e20.x) + 12i);
    let _e63 = u32(_e62);
    let _e67 = consts[(_e4 + min(_e63, 265u))];
    let _e76 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e30), (_e25 < 256u)), vec4<f32>(3f, 1f, 0f, 0f), (_e24 == 4i)))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e49), (_e45 < 256u)), vec4<f32>(3f, 1f, 0f, 0f), (_e44 == 4i)))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e67), (_e63 < 256u)), vec4<f32>(3f, 1f, 0f, 0f), (_e62 == 4i)))), vec4<bool>(false, false, true, false));
    let _e79 = (i32(_e20.x) + 10i);
    let _e80 = u32(_e79);
    let _e84 = consts[(_e4 + min(_e80, 265u))];
    let _e97 = (i32(_e20.x) + 11i);
    let _e98 = u32(_e97);
    let _e102 = consts[(_e4 + min(_e98, 265u))];
    let _e115 = (i32(_e20.x) + 12i);
    let _e116 = u32(_e115);
    let _e120 = consts[(_e4 + min(_e116, 265u))];
    let _e130 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in3_.xyz, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e84), (_e80 < 256u)), vec4<f32>(3f, 1f, 0f, 0f), (_e79 == 4i)).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in3_.xyz, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e102), (_e98 < 256u)), vec4<f32>(3f, 1f, 0f, 0f), (_e97 == 4i)).xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in3_.xyz, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e120), (_e116 < 256u)), vec4<f32>(3f, 1f, 0f, 0f), (_e115 == 4i)).xyz)), vec4<bool>(false, false, true, false));
    let _e134 = select(_e76, (_e76 * in1_.xxxx), vec4<bool>(true, true, true, false));
    let _e137 = select(_e130, (_e130 * in1_.xxxx), vec4<bool>(true, true, true, false));
    let _e140 = select(_e20, floor(_e16.yyyy), vec4<bool>(true, false, false, false));
    let _e143 = (i32(_e140.x) + 10i);
    let _e144 = u32(_e143);
    let _e148 = consts[(_e4 + min(_e144, 265u))];
    let _e159 = (i32(_e140.x) + 11i);
    let _e160 = u32(_e159);
    let _e164 = consts[(_e4 + min(_e160, 265u))];
    let _e175 = (i32(_e140.x) + 12i);
    let _e176 = u32(_e175);
    let _e180 = consts[(_e4 + min(_e176, 265u))];
    let _e191 = (i32(_e140.x) + 10i);
    let _e192 = u32(_e191);
    let _e196 = consts[(_e4 + min(_e192, 265u))];
    let _e209 = (i32(_e140.x) + 11i);
    let _e210 = u32(_e209);
    let _e214 = consts[(_e4 + min(_e210, 265u))];
    let _e227 = (i32(_e140.x) + 12i);
    let _e228 = u32(_e227);
    let _e232 = consts[(_e4 + min(_e228, 265u))];
    let _e247 = select(vec4<f32>(0f, 0f, 0f, 0f), (vec4<f32>(3f, 1f, 0f, 0f).yyyy + -(in1_.xxxx)), vec4<bool>(true, false, false, false));
    let _e258 = select(select(_e134, ((select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e148), (_e144 < 256u)), vec4<f32>(3f, 1f, 0f, 0f), (_e143 == 4i)))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e164), (_e160 < 256u)), vec4<f32>(3f, 1f, 0f, 0f), (_e159 == 4i)))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e180), (_e176 < 256u)), vec4<f32>(3f, 1f, 0f, 0f), (_e175 == 4i)))), vec4<bool>(false, false, true, false)) * _e247.xxxx) + _e134), vec4<bool>(true, true, true, false)), vec4<f32>(3f, 1f, 0f, 0f).yyyy, vec4<bool>(false, false, false, true));
    let _e262 = consts[(_e4 + 0u)];
    let _e270 = consts[(_e4 + 1u)];
    let _e278 = consts[(_e4 + 2u)];
    let _e286 = consts[(_e4 + 3u)];
    let _e290 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e258, bitcast<vec4<f32>>(_e262))), vec4<bool>(true, false, false, false)), vec4(dot(_e258, bitcast<vec4<f32>>(_e270))), vec4<bool>(false, true, false, false)), vec4(dot(_e258, bitcast<vec4<f32>>(_e278))), vec4<bool>(false, false, true, false)), vec4(dot(_e258, bitcast<vec4<f32>>(_e286))), vec4<bool>(false, false, false, true));
    let _e294 = consts[(_e4 + 8u)];
    let _e301 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(select(_e137, ((select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in3_.xyz, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e196), (_e192 < 256u)), vec4<f32>(3f, 1f, 0f, 0f), (_e191 == 4i)).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in3_.xyz, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e214), (_e210 < 256u)), vec4<f32>(3f, 1f, 0f, 0f), (_e209 == 4i)).xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in3_.xyz, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e232), (_e228 < 256u)), vec4<f32>(3f, 1f, 0f, 0f), (_e227 == 4i)).xyz)), vec4<bool>(false, false, true, false)) * _e247.xxxx) + _e137), vec4<bool>(true, true, true, false)).xyz, bitcast<vec4<f32>>(_e294).xyz)), vec4<bool>(true, false, false, false)).xxxx;
    let _e302 = vec4<f32>(3f, 1f, 0f, 0f).zzzz;
    let _e309 = consts[(_e4 + 256u)];
    let _e314 = consts[(_e4 + 257u)];
    return Output(select(_e290, ((_e290 * bitcast<vec4<f32>>(_e314)) + (bitcast<vec4<f32>>(_e309) * _e290.wwww)), vec4<bool>(true, true, true, false)), saturate(select(_e302, _e301, (_e301 >= _e302))), select(vec4<f32>(0f, 0f, 0f, 0f), in4_, vec4<bool>(true, true, false, false)));
}
