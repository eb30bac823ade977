struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: array<vec4<u32>, 4096>;
var<immediate> imm: Immediates;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    var loop_count: i32;
    var loop_step: i32;
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();

    let _e4 = imm.vs;
    let _e13 = consts[(_e4 + 0u)];
    let _e22 = consts[(_e4 + 1u)];
    let _e31 = consts[(_e4 + 2u)];
    let _e40 = consts[(_e4 + 3u)];
    let _e49 = consts[(_e4 + 5u)];
    let _e59 = consts[(_e4 + 6u)];
    let _e69 = consts[(_e4 + 7u)];
    let _e79 = consts[(_e4 + 8u)];
    let _e84 = vec4<i32>(4i, 0i, 1i, 0i);
    loop_count = clamp(_e84.x, 0i, 255i);
    loop_step = _e84.z;
    v0_ = in0_;
    v1_ = in1_;
    o1_ = vec4<f32>(1f, 1f, 1f, 1f);
    o0_ = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, bitcast<vec4<f32>>(_e13))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e22))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e31))), vec4<bool>(false, false, true, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e40))), vec4<bool>(false, false, false, true));
    r0_ = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, bitcast<vec4<f32>>(_e49).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in1_.xyz, bitcast<vec4<f32>>(_e59).xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in1_.xyz, bitcast<vec4<f32>>(_e69).xyz)), vec4<bool>(false, false, true, false));
    r1_ = bitcast<vec4<f32>>(_e79);
    r3_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(f32(_e84.y)), vec4<bool>(true, false, false, false));
    loop {
        let _e102 = loop_count;
        if (_e102 <= 0i) {
            break;
        }
        loop_count = (_e102 - 1i);
        let _e105 = r0_;
        let _e106 = r3_;
        let _e110 = (i32(_e106.x) + 10i);
        let _e111 = u32(_e110);
        let _e116 = consts[(_e4 + min(_e111, 265u))];
        let _e128 = r2_;
        let _e129 = select(_e128, vec4(dot(_e105.xyz, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e116), (_e111 < 256u)), vec4<f32>(0f, 1f, 0f, 0f), (_e110 == 4i)).xyz)), vec4<bool>(true, false, false, false));
        let _e130 = _e129.xxxx;
        let _e131 = vec4<f32>(0f, 1f, 0f, 0f).xxxx;
        let _e134 = select(_e129, select(_e131, _e130, (_e130 >= _e131)), vec4<bool>(true, false, false, false));
        let _e139 = (i32(_e106.x) + 20i);
        let _e140 = u32(_e139);
        let _e144 = consts[(_e4 + min(_e140, 265u))];
        let _e150 = r1_;
        let _e153 = loop_step;
        r2_ = _e134;
        r1_ = ((_e134.xxxx * select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e144), (_e140 < 256u)), vec4<f32>(0f, 1f, 0f, 0f), (_e139 == 4i))) + _e150);
        r3_ = select(_e106, vec4((_e106.x + f32(_e153))), vec4<bool>(true, false, false, false));
    }
    let _e159 = r1_;
    let _e160 = vec4<f32>(0f, 1f, 0f, 0f).yyyy;
    let _e164 = o0_;
    let _e167 = consts[(_e4 + 256u)];
    let _e172 = consts[(_e4 + 257u)];
    return Output(select(_e164, ((_e164 * bitcast<vec4<f32>>(_e172)) + (bitcast<vec4<f32>>(_e167) * _e164.wwww)), vec4<bool>(true, true, true, false)), saturate(select(_e160, _e159, (_e159 < _e160))));
}
