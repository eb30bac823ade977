struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(10) out1_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: array<vec4<u32>, 4096>;
var<immediate> imm: Immediates;

@vertex 
fn main(@location(0) in0_: vec4<f32>) -> Output {
    var v0_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();

    let _e4 = imm.vs;
    let _e11 = consts[(_e4 + 0u)];
    let _e20 = consts[(_e4 + 1u)];
    let _e29 = consts[(_e4 + 2u)];
    let _e38 = consts[(_e4 + 3u)];
    let _e43 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, bitcast<vec4<f32>>(_e11))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e20))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e29))), vec4<bool>(false, false, true, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e38))), vec4<bool>(false, false, false, true));
    let _e49 = consts[(_e4 + 5u)];
    let _e50 = bitcast<vec4<f32>>(_e49);
    v0_ = in0_;
    r0_ = _e43;
    o0_ = _e43;
    r1_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0f, 1f, 2f, 1.442695f).yyyy, vec4<bool>(true, false, false, false));
    r2_ = _e50;
    if (_e50.xxxx.x == vec4<f32>(0f, 1f, 2f, 1.442695f).yyyy.x) {
        let _e61 = r2_;
        let _e63 = r0_;
        let _e67 = r1_;
        let _e68 = select(_e67, (_e61.zzzz + -(_e63.zzzz)), vec4<bool>(true, false, false, false));
        r1_ = select(_e68, (_e68.xxxx * _e61.wwww), vec4<bool>(true, false, false, false));
    } else {
        let _e73 = r2_;
        if (_e73.xxxx.x == vec4<f32>(0f, 1f, 2f, 1.442695f).zzzz.x) {
            let _e79 = r0_;
            let _e81 = r2_;
            let _e84 = r1_;
            let _e85 = select(_e84, (_e79.zzzz * _e81.yyyy), vec4<bool>(true, false, false, false));
            let _e90 = select(_e85, (_e85.xxxx * -(vec4<f32>(0f, 1f, 2f, 1.442695f).wwww)), vec4<bool>(true, false, false, false));
            r1_ = select(_e90, vec4(exp2(_e90.x)), vec4<bool>(true, false, false, false));
        }
    }
    let _e95 = r1_;
    let _e96 = _e95.xxxx;
    let _e97 = vec4<f32>(0f, 1f, 2f, 1.442695f).xxxx;
    let _e101 = select(_e95, select(_e97, _e96, (_e96 >= _e97)), vec4<bool>(true, false, false, false)).xxxx;
    let _e102 = vec4<f32>(0f, 1f, 2f, 1.442695f).yyyy;
    let _e105 = o0_;
    let _e109 = consts[(_e4 + 256u)];
    let _e114 = consts[(_e4 + 257u)];
    return Output(select(_e105, ((_e105 * bitcast<vec4<f32>>(_e114)) + (bitcast<vec4<f32>>(_e109) * _e105.wwww)), vec4<bool>(true, true, true, false)), select(_e102, _e101, (_e101 < _e102)));
}
