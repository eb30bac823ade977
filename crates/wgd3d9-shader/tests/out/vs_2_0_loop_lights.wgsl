struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: array<vec4<f32>, 4096>;
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
    let _e21 = consts[(_e4 + 1u)];
    let _e29 = consts[(_e4 + 2u)];
    let _e37 = consts[(_e4 + 3u)];
    let _e45 = consts[(_e4 + 5u)];
    let _e54 = consts[(_e4 + 6u)];
    let _e63 = consts[(_e4 + 7u)];
    let _e72 = consts[(_e4 + 8u)];
    let _e76 = vec4<i32>(4i, 0i, 1i, 0i);
    loop_count = clamp(_e76.x, 0i, 255i);
    loop_step = _e76.z;
    v0_ = in0_;
    v1_ = in1_;
    o1_ = vec4<f32>(1f, 1f, 1f, 1f);
    o0_ = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e13)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e21)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e29)), vec4<bool>(false, false, true, false)), vec4(dot(in0_, _e37)), vec4<bool>(false, false, false, true));
    r0_ = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, _e45.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in1_.xyz, _e54.xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in1_.xyz, _e63.xyz)), vec4<bool>(false, false, true, false));
    r1_ = _e72;
    r3_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(f32(_e76.y)), vec4<bool>(true, false, false, false));
    loop {
        let _e94 = loop_count;
        if (_e94 <= 0i) {
            break;
        }
        loop_count = (_e94 - 1i);
        let _e97 = r0_;
        let _e98 = r3_;
        let _e102 = (i32(_e98.x) + 10i);
        let _e108 = consts[(_e4 + min(u32(_e102), 265u))];
        let _e116 = r2_;
        let _e117 = select(_e116, vec4(dot(_e97.xyz, select(_e108, vec4<f32>(0f, 1f, 0f, 0f), (_e102 == 4i)).xyz)), vec4<bool>(true, false, false, false));
        let _e118 = _e117.xxxx;
        let _e119 = vec4<f32>(0f, 1f, 0f, 0f).xxxx;
        let _e122 = select(_e117, select(_e119, _e118, (_e118 >= _e119)), vec4<bool>(true, false, false, false));
        let _e127 = (i32(_e98.x) + 20i);
        let _e132 = consts[(_e4 + min(u32(_e127), 265u))];
        let _e135 = r1_;
        let _e138 = loop_step;
        r2_ = _e122;
        r1_ = ((_e122.xxxx * select(_e132, vec4<f32>(0f, 1f, 0f, 0f), (_e127 == 4i))) + _e135);
        r3_ = select(_e98, vec4((_e98.x + f32(_e138))), vec4<bool>(true, false, false, false));
    }
    let _e144 = r1_;
    let _e145 = vec4<f32>(0f, 1f, 0f, 0f).yyyy;
    let _e149 = o0_;
    let _e153 = consts[(_e4 + 256u)];
    let _e157 = consts[(_e4 + 257u)];
    return Output(select(_e149, ((_e149 * _e157) + (_e153 * _e149.wwww)), vec4<bool>(true, true, true, false)), saturate(select(_e145, _e144, (_e144 < _e145))));
}
