struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: array<vec4<u32>, 256>;

@fragment 
fn main(@location(24) @interpolate(flat) constant_index: u32, @location(0) in0_: vec4<f32>) -> Output {
    var rep_count: i32;
    var v0_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();

    rep_count = clamp(vec4<i32>(16i, 0i, 0i, 0i).x, 0i, 255i);
    v0_ = in0_;
    r0_ = select(select(vec4<f32>(0f, 0f, 0f, 0f), in0_, vec4<bool>(true, true, false, false)), vec4<f32>(0f, 1f, 4f, 0.0625f).xxxx, vec4<bool>(false, false, true, true));
    r1_ = vec4<f32>(0f, 1f, 4f, 0.0625f).xxxx;
    loop {
        let _e22 = rep_count;
        if (_e22 <= 0i) {
            break;
        }
        rep_count = (_e22 - 1i);
        let _e26 = r0_;
        let _e27 = _e26.xxxx;
        let _e28 = _e26.xxxx;
        let _e35 = r2_;
        let _e37 = select(_e35, select((_e27 * _e28), vec4<f32>(0f, 0f, 0f, 0f), ((_e27 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e28 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, false, false, false));
        let _e39 = -(_e26.yyyy);
        let _e40 = _e26.yyyy;
        let _e49 = _e26.xxxx;
        let _e50 = _e26.yyyy;
        let _e57 = select(select(_e37, (select((_e39 * _e40), vec4<f32>(0f, 0f, 0f, 0f), ((_e39 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e40 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e37.xxxx), vec4<bool>(true, false, false, false)), select((_e49 * _e50), vec4<f32>(0f, 0f, 0f, 0f), ((_e49 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e50 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(false, true, false, false));
        let _e61 = select(_e57, (_e57.yyyy + _e57.yyyy), vec4<bool>(false, true, false, false));
        let _e62 = v0_;
        let _e64 = select(_e26, (_e61 + _e62), vec4<bool>(true, true, false, false));
        let _e65 = r1_;
        let _e70 = _e64.xy;
        let _e71 = _e64.xy;
        let _e73 = vec4<f32>(0f, 0f, 0f, 0f).xy;
        let _e77 = select((_e70 * _e71), _e73, ((_e70 == _e73) | (_e71 == _e73)));
        let _e85 = select(_e61, vec4(((_e77.x + _e77.y) + vec4<f32>(0f, 1f, 4f, 0.0625f).x)), vec4<bool>(false, false, true, false));
        r2_ = _e85;
        r0_ = _e64;
        r1_ = select(_e65, (_e65.xxxx + vec4<f32>(0f, 1f, 4f, 0.0625f).wwww), vec4<bool>(true, false, false, false));
        if (_e85.zzzz.x > vec4<f32>(0f, 1f, 4f, 0.0625f).zzzz.x) {
            break;
        }
    }
    let _e92 = r1_;
    return Output(select(_e92, vec4<f32>(0f, 1f, 4f, 0.0625f).yyyy, vec4<bool>(false, true, true, true)));
}
